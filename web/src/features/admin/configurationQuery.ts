// The configuration screen's one request: started by the route's loader beside the screen's code.
import { graphql } from '../../__generated__';

export const ConfigurationPage_Query = graphql(`
  query ConfigurationPage_Query {
    runningConfiguration {
      gateway {
        name
        value
        secret
      }
      fleetApi {
        name
        value
        secret
      }
    }
  }
`);
