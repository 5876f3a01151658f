// The fleet's messages list's one request (/messages): a module of its own, imported lazily by the route
// (web/build/screenQueries.ts), so the hub tab's static document module does not bring it into the entry.
import { graphql } from '../../__generated__';

export const MessagesList_AllQuery = graphql(`
  query MessagesList_AllQuery($after: String) {
    messages(first: 25, after: $after) {
      ...MessagesList_Page
    }
  }
`);
