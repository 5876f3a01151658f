// The stock summary's one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const StockSummaryPage_Query = graphql(`
  query StockSummaryPage_Query {
    stockSummary {
      locations {
        shipmentNumber
        shipmentSize
        location
        unitCount
      }
      officeStatuses {
        shipmentNumber
        officeStatus
        unitCount
      }
      installers {
        companyId
        companyName
        shipmentNumber
        installerId
        installerName
        availableCount
        installedCount
      }
    }
  }
`);
