// The per-request loaders node(id:) and nodes(ids:) fetch through. Where fleet-api can fetch many rows by
// key in one call (leads, installation reports and ECMS rows, by the export routes' uid/MPRN lists), the
// ids of one type asked for in one request are fetched together; hubs, issues, stock items, messages and
// profiles have only a one-by-one route, so each distinct key costs one call (hubs shared with the rest
// of the query through the hub loader). Issue actions and firmware routes are fetched through their
// parent's list (one call per distinct issue or set), hub pairings through the hub's pairing list. Firmware releases, firmware sets and access tokens
// are only ever fetched as one whole list (tens of rows), so that list is fetched once per request and
// every id of the type is looked up in it.
// A missing object, or one the caller may not see, is null: the same answer the type's own query gives.
import DataLoader from 'dataloader';
import { validatedProfile } from '../auth/session.js';
import { holdsRight } from '../auth/rights.js';
import { toProfile } from '../auth/profile.js';
import { toToken } from '../admin/resolvers.js';
import { requireAdmin } from '../admin/requireAdmin.js';
import { fetchAdminProfile, fetchAllTokens, fetchMyTokens } from '../admin/rest.js';
import { keyLoader } from '../common/keyLoader.js';
import { nullWhenNotFound } from '../common/notFound.js';
import type { GatewayContext } from '../context.js';
import { toEcmsRow } from '../ecms/ecmsRow.js';
import { fetchEcmsForReport } from '../ecms/rest.js';
import { toFirmware, toRoute, toSet } from '../firmware/resolvers.js';
import { fetchFirmwareRoutes, fetchFirmwareSets, fetchFirmwares } from '../firmware/rest.js';
import { toInstallationReport, visibleRow } from '../installationReport/reportRow.js';
import { fetchReportsForCsv } from '../installationReport/rest.js';
import { toIssueAction, toIssueModel } from '../issue/issueModel.js';
import { fetchIssue, fetchIssueActions } from '../issue/rest.js';
import { toLead } from '../lead/leadRow.js';
import { fetchLeadsForCsv } from '../lead/rest.js';
import { pairingsOf } from '../pairing/resolvers.js';
import type { MessageRow } from '../message/resolvers.js';
import { toMessage } from '../message/resolvers.js';
import { fetchStockPage } from '../stock/rest.js';
import { toStockItem } from '../stock/stockList.js';

/** One upstream call for every key of the batch; each key's row is matched back by its key. */
function batchLoader<K, R, V>(
  fetch: (keys: readonly K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
  toValue: (row: R) => V | Promise<V>,
): DataLoader<K, V | null> {
  return new DataLoader<K, V | null>(async (keys) => {
    const rows = new Map((await fetch(keys)).map((row) => [keyOf(row), row] as const));
    return Promise.all(keys.map(async (key) => (rows.has(key) ? toValue(rows.get(key) as R) : null)));
  });
}

/** A whole list fetched once per request (on first use), with each key's row looked up in it. */
function listLoader<K, R, V>(
  fetch: () => Promise<R[]>,
  keyOf: (row: R) => K,
  toValue: (row: R) => V,
): { load: (key: K) => Promise<V | null> } {
  let rows: Promise<Map<K, R>> | undefined;
  return {
    load: async (key) => {
      rows ??= fetch().then((list) => new Map(list.map((row) => [keyOf(row), row] as const)));
      const row = (await rows).get(key);
      return row === undefined ? null : toValue(row);
    },
  };
}

/** One row of a parent's list (an issue's actions, a set's routes): one call per distinct parent. */
function childLoader<R, V>(
  fetch: (parent: number) => Promise<R[]>,
  idOf: (row: R) => number,
  toValue: (row: R) => V,
): { load: (key: readonly [number, number]) => Promise<V | null> } {
  const parents = keyLoader(async (parent: number) => (await nullWhenNotFound(fetch(parent))) ?? []);
  return {
    load: async ([parent, id]) => {
      const row = (await parents.load(parent)).find((r) => idOf(r) === id);
      return row === undefined ? null : toValue(row);
    },
  };
}

/** Hubs go through the hub area's own loader (hub/loaders.ts), shared with the rest of the query. */
export const nodeLoaders = (ctx: GatewayContext) => ({
  Issue: keyLoader(async (id: number) => {
    const record = await nullWhenNotFound(fetchIssue(ctx.upstream, id));
    return record && toIssueModel(record);
  }),
  IssueAction: childLoader(
    (issueId) => fetchIssueActions(ctx.upstream, issueId),
    (r) => r.uid,
    toIssueAction,
  ),
  Lead: batchLoader(
    (uids: readonly number[]) => fetchLeadsForCsv(ctx.upstream, uids, { view: 'all', search: {} }),
    (row) => row.uid,
    toLead,
  ),
  InstallationReport: batchLoader(
    (uids: readonly number[]) => fetchReportsForCsv(ctx.upstream, uids, { search: {}, mprn: null }),
    (row) => row.uid,
    async (row) => toInstallationReport(visibleRow(row, await holdsRight(ctx, 'address'))),
  ),
  EcmsRow: batchLoader(
    (mprns: readonly string[]) => fetchEcmsForReport(ctx.upstream, mprns, { view: 'all', search: {} }),
    (row) => row.mprn,
    async (row) => toEcmsRow(row, await holdsRight(ctx, 'address')),
  ),
  // Through the hub's pairing list, shared with Hub.pairings in the same request.
  HubPairing: childLoader(
    (hubId) => pairingsOf(ctx, hubId),
    (p) => p.id,
    (p) => p,
  ),
  // The stock list filtered to one hub id (its sortvalue on hubid), as the stock screen's filter asks.
  StockItem: keyLoader(async (hubId: number) => {
    const page = await fetchStockPage(ctx.upstream, {
      sortby: 'hubid',
      sortvalue: String(hubId),
      ascdesc: 'asc',
      limit: 1,
      offset: 0,
    });
    const row = page.rows.find((r) => r.hubid === hubId);
    return row ? toStockItem(row) : null;
  }),
  Firmware: listLoader(
    () => fetchFirmwares(ctx.upstream),
    (r) => r.uid,
    toFirmware,
  ),
  FirmwareSet: listLoader(
    () => fetchFirmwareSets(ctx.upstream),
    (r) => r.fwsetid,
    toSet,
  ),
  FirmwareRoute: childLoader(
    (setId) => fetchFirmwareRoutes(ctx.upstream, setId),
    (r) => r.uid,
    toRoute,
  ),
  // The fleet's message list pages by maxid (uids below it), so the one page below uid + 1 starts with
  // that message when it exists: one call per message, and no route of its own is needed.
  Message: keyLoader(async (uid: number) => {
    const rows = await ctx.upstream.get<MessageRow[]>(`/api/private/hubs/messages?limit=1&maxid=${uid + 1}`);
    return rows[0]?.uid === uid ? toMessage(rows[0]) : null;
  }),
  // As adminProfile: administrators only (FORBIDDEN otherwise), null when there is no such profile.
  // Keyed "type:id" (the type has no colon) so one profile asked for twice is fetched once.
  Profile: keyLoader(async (key: string) => {
    await requireAdmin(ctx, 'openProfile');
    const split = key.indexOf(':');
    const record = await nullWhenNotFound(
      fetchAdminProfile(ctx.upstream, key.slice(0, split), key.slice(split + 1)),
    );
    return record && toProfile(record);
  }),
  // As the token lists show them: administrators see everyone's (allAccessTokens), others their own.
  AccessToken: listLoader(
    async () =>
      (await validatedProfile(ctx)).administer === true
        ? fetchAllTokens(ctx.upstream)
        : fetchMyTokens(ctx.upstream),
    (r) => r.id,
    toToken,
  ),
});
