// The Installation tab's one request: a module of its own, so the route's loader (routes.ts) starts it at
// navigation beside the tab's code without importing the screen.
import { graphql } from '../../__generated__';

export const HubInstallationPage_Query = graphql(`
  query HubInstallationPage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      installation {
        id
        jobId
        uploaded
        createdBy
        installedBy
        status
        mprn
        gprn
        createdOn
        assignedAt
        startTime
        endTime
        lastUpdated
        startJob
        dateCorrected
        links {
          name
          key
          url
        }
        fieldJobData
      }
    }
  }
`);

/** The variables the tab opens with, for the hub in the address. */
export const hubInstallationVariables = (hubId: number) => ({ hubId });
