// Who is signed in: the document alone, without Apollo's hooks (useCurrentUser.ts), so that the route
// loaders and the session helpers in the entry can name it while Apollo Client is still a chunk to load.
import { graphql } from '../../__generated__';

export const CurrentUser_Query = graphql(`
  query CurrentUser_Query {
    me {
      id
      type
      name
      email
      administer
      rights {
        firmwares
        address
      }
    }
  }
`);
