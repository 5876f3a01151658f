// The firmwares' one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const FirmwaresPage_Query = graphql(`
  query FirmwaresPage_Query {
    firmwares {
      id
      version {
        text
      }
      name
      fwName
      author
      comment
      setId
      setName
      stable
      breakingChange
      created
      uri
      hashType
      hash
      size
      editVersion
    }
    firmwareSets {
      id
      name
    }
    canEditFirmware
  }
`);
