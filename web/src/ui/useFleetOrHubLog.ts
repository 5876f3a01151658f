import type { ErrorLike, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Pager } from './usePager';
import { useRefreshErrorLog } from './useRefreshErrorLog';

/** A log screen's rows: `rows` is null when the hub asked for does not exist. */
export interface LogAnswer<Rows> {
  rows: Rows | null;
}

/**
 * The hub asked for is not there: the gateway says so with NOT_FOUND (the fleet API's 404: "Hub 99999 does
 * not exist.", and `hub` is null) for a hub's glitches, where a hub's reboots answer `hub: null` alone.
 * Either way it is an answer, not a failure to retry.
 */
function hubNotFound(error: ErrorLike | undefined): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => e.extensions?.['code'] === 'NOT_FOUND')
  );
}

/**
 * One page of a log shown both fleet-wide and on a hub's tab (glitches, reboots, meter readings): the
 * fleet query when hubId is null, the hub's otherwise, paged by `pages` and read through `rowsOf`.
 * The answer is wrapped, so that a hub that does not exist (rows: null) is an answer, not "still loading"
 * nor an error with a "Try again".
 */
export function useFleetOrHubLog<FleetData, HubData, Rows>(
  hubId: number | null,
  pages: Pager,
  queries: {
    fleet: TypedDocumentNode<FleetData, { after?: string | null }>;
    hub: TypedDocumentNode<HubData, { hubId: number; after?: string | null }>;
  },
  rowsOf: { fleet: (data: FleetData) => Rows; hub: (data: HubData) => Rows | null },
  /** How the log is named when a refresh fails ("The reboot log"). */
  what: string,
) {
  const fleetWide = hubId === null;
  const fleet = useQuery(queries.fleet, { variables: { after: pages.after }, skip: !fleetWide });
  const ofHub = useQuery(queries.hub, {
    variables: { hubId: hubId ?? 0, after: pages.after },
    skip: fleetWide,
  });
  const wrap = <T>(answer: T | undefined, read: (answer: T) => Rows | null): LogAnswer<Rows> | undefined =>
    answer === undefined ? undefined : { rows: read(answer) };
  const missing = !fleetWide && hubNotFound(ofHub.error);
  const data = fleetWide
    ? wrap(fleet.data, rowsOf.fleet)
    : missing
      ? { rows: null }
      : wrap(ofHub.data, rowsOf.hub);
  const previousData = fleetWide
    ? wrap(fleet.previousData, rowsOf.fleet)
    : wrap(ofHub.previousData, rowsOf.hub);
  const error = fleetWide ? fleet.error : missing ? undefined : ofHub.error;
  pages.observe({ data, error });
  useRefreshErrorLog(what, error, (data ?? previousData) !== undefined);
  const refetch = () => void (fleetWide ? fleet.refetch() : ofHub.refetch());
  return { data, previousData, error, refetch };
}
