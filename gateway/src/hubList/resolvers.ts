// Hub lists and the list columns of a hub (spec 2 §2, §9). A list answers its rows in one upstream
// call; the columns of its hubs are read from those rows, never fetched per hub. A hub reached any other
// way (Query.hub) reads them from the record its area already loaded.
import { ageSeconds, problemReasons, PROBLEM_HUBS_LIMIT, uptimeBand, voltageBand } from '@hub/domain';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { HubModel } from '../hub/hubModel.js';
import { toHubModel } from '../hub/hubModel.js';
import { hubLoaders } from '../hub/loaders.js';
import {
  idKey,
  keysetConnection,
  keysetPage,
  totalCountIfSelected,
  withTotalCount,
  PAGE_LIMITS,
} from '../common/connection.js';
import type { HubListRecord } from './rest.js';
import { hubFilterParams } from './hubFilter.js';
import {
  fetchHubCount,
  fetchHubPage,
  fetchNewHubs,
  fetchProblemHubs,
  fetchWiresChangedHubs,
} from './rest.js';

// The row each listed hub came from.
const rows = new WeakMap<HubModel, HubListRecord>();

function toListedHub(record: HubListRecord): HubModel {
  const hub = toHubModel(record);
  rows.set(hub, record);
  return hub;
}

async function rowOf(ctx: GatewayContext, hub: HubModel): Promise<HubListRecord> {
  return rows.get(hub) ?? ((await ctx.loaders(hubLoaders).byId.load(hub.id)) as HubListRecord);
}

/**
 * A list column: read from the row the hub was listed with, synchronously, so a page of
 * hundreds of rows does not make a promise per cell (the executor then completes each cell at once);
 * a hub reached another way loads its record first.
 */
function withRow<T>(ctx: GatewayContext, hub: HubModel, read: (row: HubListRecord) => T): T | Promise<T> {
  const row = rows.get(hub);
  return row ? read(row) : rowOf(ctx, hub).then(read);
}

const column =
  <T>(read: (row: HubListRecord) => T) =>
  (hub: HubModel, _: unknown, ctx: GatewayContext) =>
    withRow(ctx, hub, read);

const HUB_KEY = idKey('hub');

export const resolvers: Resolvers = {
  Query: {
    hubs: async (_, { filter, version, health, ...paging }, ctx, info) => {
      requireSession(ctx);
      const params = hubFilterParams({ filter, version, health });
      // The cursors carry the filter: another filter's cursor is refused, not read as a hub id.
      const page = keysetPage(paging, HUB_KEY, PAGE_LIMITS, params?.toString() ?? '');
      const total = totalCountIfSelected(info, () => fetchHubCount(ctx.upstream, params));
      const rows = await fetchHubPage(ctx.upstream, {
        limit: page.fetch,
        fromHub: page.after ?? 0,
        beforeHub: page.before,
        filter: params,
      });
      return withTotalCount(
        keysetConnection(rows, page, HUB_KEY, (row) => row.hubid, toListedHub),
        total,
      );
    },
    newHubs: async (_, __, ctx) => {
      requireSession(ctx);
      return (await fetchNewHubs(ctx.upstream)).map(toListedHub);
    },
    wiresChangedHubs: async (_, __, ctx) => {
      requireSession(ctx);
      return (await fetchWiresChangedHubs(ctx.upstream)).map(toListedHub);
    },
    problemHubs: async (_, __, ctx) => {
      requireSession(ctx);
      return (await fetchProblemHubs(ctx.upstream, PROBLEM_HUBS_LIMIT)).map(toListedHub);
    },
  },
  Hub: {
    problemReasons: (hub, _, ctx) =>
      withRow(ctx, hub, (row) =>
        problemReasons({
          gap: hub.gap,
          avgWakeSecs: row.avg_wake_secs,
          uptime: row.uptime,
          voltage: row.voltage,
          versionCode: hub.version?.code,
          wifiVersion: row.wifi_version,
          lastSeen: row.last_seen,
        }),
      ),
    voltage: column((row) => row.voltage ?? null),
    voltageBand: column((row) => voltageBand(row.voltage)),
    uptimeBand: (hub) => uptimeBand(hub.uptime),
    ageSeconds: (hub) => ageSeconds(hub.lastSeen),
    wakeSecs: column((row) => row.wake_secs ?? null),
    rssi: column((row) => row.rssi ?? null),
    setpoint: column((row) => row.setpoint ?? null),
    temperature: column((row) => row.temperature ?? null),
    installed: column((row) => row.installed?.slice(0, 10) ?? null),
    wiresChanged: column((row) => row.wires_changed ?? null),
  },
};

declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    problemReasons: true;
    voltage: true;
    voltageBand: true;
    uptimeBand: true;
    ageSeconds: true;
    wakeSecs: true;
    rssi: true;
    setpoint: true;
    temperature: true;
    installed: true;
    wiresChanged: true;
  }
}
