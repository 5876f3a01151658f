// The gateway's answers to a save that did not simply fail (issue 16), for any variables: made from a stale
// copy (CONFLICT, with the fleet API's words), or not answered in time (UPSTREAM_TIMEOUT). Editors'
// component tests use them to check SaveFailureNotice and UncertainSaveNotice.
import type { DocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { gatewayError } from './fixtures';

/** `what` as fleet-api says it: "this firmware route", "this hub's smart-tech flags". */
export function staleSaveMock(query: DocumentNode, what: string): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: gatewayError(
      'CONFLICT',
      { upstreamStatus: 409 },
      `Someone else changed ${what} after you opened it. Your change was not saved: reload and try again.`,
    ),
  };
}

/**
 * The gateway's answer to a save the fleet API did not answer in time (issue 16 item 4): it may have gone
 * through. Editors' component tests use it to check they show the stored copy with UncertainSaveNotice.
 */
export function timedOutSaveMock(query: DocumentNode): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: gatewayError(
      'UPSTREAM_TIMEOUT',
      { upstreamStatus: null },
      'The fleet API did not answer within 10000 ms.',
    ),
  };
}
