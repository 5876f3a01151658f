// The firmwares' one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

/** A firmware as the screen shows and edits it: the list's rows and the save's answer. */
export const FirmwaresPage_Firmware = graphql(`
  fragment FirmwaresPage_Firmware on Firmware {
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
`);

export const FirmwaresPage_Query = graphql(`
  query FirmwaresPage_Query {
    firmwares {
      ...FirmwaresPage_Firmware
    }
    firmwareSets {
      id
      name
    }
    canEditFirmware
  }
`);
