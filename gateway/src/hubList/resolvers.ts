// Hub lists and the list columns of a hub (spec 2 §2, §9). A list answers its rows in one upstream
// call; the columns of its hubs are read from those rows, never fetched per hub. A hub reached any other
// way (Query.hub) reads them from the record its area already loaded.
import { GraphQLError } from 'graphql';
import {
  ageSeconds,
  parseVersion,
  problemReasons,
  PROBLEM_HUBS_LIMIT,
  uptimeBand,
  versionCode,
  voltageBand,
} from '@hub/domain';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { HubModel } from '../hub/hubModel.js';
import { toHubModel } from '../hub/hubModel.js';
import { hubLoaders } from '../hub/loaders.js';
import { idKey, keysetConnection, keysetPage } from '../common/connection.js';
import type { PageLimits } from '../common/connection.js';
import type { HubListRecord } from './rest.js';
import { fetchHubPage, fetchNewHubs, fetchProblemHubs, fetchWiresChangedHubs } from './rest.js';

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

// "1.1.3.40" lists only build 40 of 1.1.3, "1.1.3" every build of it: the list shows what its title says.
function versionFilter(version: string | null | undefined): { version: number; build?: number } | undefined {
  if (version === null || version === undefined) return undefined;
  const parsed = parseVersion(version);
  if (!parsed)
    throw new GraphQLError(`Not a software version: ${version}`, {
      extensions: { code: 'BAD_USER_INPUT', field: 'version' },
    });
  return { version: versionCode(parsed), ...(parsed.build === undefined ? {} : { build: parsed.build }) };
}

/** The schema's HubConnection: 200 a page by default and at most. */
const HUB_PAGE: PageLimits = { defaultSize: 200, maxSize: 200 };
const HUB_KEY = idKey('hub');

export const resolvers: Resolvers = {
  Query: {
    hubs: async (_, { first, after, version, health }, ctx) => {
      requireSession(ctx);
      const page = keysetPage({ first, after }, HUB_KEY, HUB_PAGE);
      const rows = await fetchHubPage(ctx.upstream, {
        limit: page.fetch,
        fromHub: page.after ?? 0,
        ...versionFilter(version),
        ...(health ? { health } : {}),
      });
      return keysetConnection(rows, page, HUB_KEY, (row) => row.hubid, toListedHub);
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
