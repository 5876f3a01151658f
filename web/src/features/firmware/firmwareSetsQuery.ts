// The firmware sets' one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const FirmwareSetsPage_Query = graphql(`
  query FirmwareSetsPage_Query {
    firmwareSets {
      id
      name
      targetFirmwareId
      targetVersion {
        text
      }
      targetName
      routeCount
      version
    }
    firmwares {
      id
      version {
        text
      }
      name
    }
    canEditFirmware
  }
`);
