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

/**
 * The gateway's answer to a save the fleet API did not answer in time (issue 16 item 4): it may have gone
 * through. Editors' component tests use it to check they show the stored copy with UncertainSaveNotice.
 */
export function timedOutSaveMock(query: DocumentNode): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: {
      errors: [
        {
          message: 'The fleet API did not answer within 10000 ms.',
          extensions: { code: 'UPSTREAM_TIMEOUT', upstreamStatus: null },
        },
      ],
    },
  };
}
