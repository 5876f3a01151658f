// A profile's one request (the profile and its first page of changes): started by the route's loader.
import type { Params } from 'react-router-dom';
import { graphql } from '../../__generated__';

/** Changes shown at first, and added by each "more". */
export const CHANGES_PAGE = 20;

// The change log as shown (its first `first` entries). Each of the page's mutations asks for it in its
// payload with the same size, so the new entry shows from the answer instead of the page being asked for
// again.
export const ProfileDetailPage_Changes = graphql(`
  fragment ProfileDetailPage_Changes on Profile {
    changes(first: $first) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          at
          actorName
          change
        }
      }
    }
  }
`);

export const ProfileDetailPage_Query = graphql(`
  query ProfileDetailPage_Query($type: String!, $id: ID!, $first: Int!) {
    adminProfile(profileType: $type, profileId: $id) {
      id
      type
      name
      displayEmail
      administer
      rights {
        firmwares
        address
      }
      badges
      disabled
      passwordChangeRequired
      ...ProfileDetailPage_Changes
    }
  }
`);

/** The variables the screen opens with, for the profile in the address. */
export const profileDetailVariables = ({ params }: { params: Params }) => ({
  type: params['type'] ?? '',
  id: params['id'] ?? '',
  first: CHANGES_PAGE,
});
