// The profiles list's one request: a module of its own, so the route's loader starts it beside the screen's code.
import { graphql } from '../../__generated__';

export const ProfilesPage_Query = graphql(`
  query ProfilesPage_Query {
    adminProfiles {
      id
      type
      name
      displayEmail
      administer
      disabled
      passwordChangeRequired
      badges
    }
  }
`);
