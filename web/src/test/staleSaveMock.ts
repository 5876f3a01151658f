// The gateway's answer to a save made from a stale copy (issue 16 item 3): a CONFLICT error with the
// fleet API's words, for any variables. Editors' component tests use it to check SaveFailureNotice.
import type { DocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';

/** `what` as fleet-api says it: "this firmware route", "this hub's smart-tech flags". */
export function staleSaveMock(query: DocumentNode, what: string): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: {
      errors: [
        {
          message: `Someone else changed ${what} after you opened it. Your change was not saved: reload and try again.`,
          extensions: { code: 'CONFLICT', upstreamStatus: 409 },
        },
      ],
    },
  };
}
