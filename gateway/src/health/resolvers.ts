// The hub health view (spec 2 §2): snapshots newest first, each with its severity band (spec 2 §9).
import { healthSeverity, heatingStateName, versionFromCode } from '@hub/domain';
import type { HealthSnapshot } from '../__generated__/resolvers-types.js';
import { toVersion } from '../fleet/version.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { PAGE_LIMITS, logCount, timeKeyedConnection, totalCountIfSelected } from '../common/connection.js';
import type { HealthRecord } from './rest.js';
import { fetchHealth } from './rest.js';

export function toHealthSnapshot(row: HealthRecord): HealthSnapshot {
  return {
    id: `${row.hubid}:${row.uid}`,
    created: row.created,
    humidity: row.humidity,
    rawTemp: row.raw_temp,
    bias: row.bias,
    temperature: row.temperature,
    setpoint: row.setpoint,
    heating: row.heating === null ? null : heatingStateName(row.heating),
    boiler: row.boiler,
    holiday: row.holiday,
    touched: row.touched,
    version: row.version === null ? null : toVersion(versionFromCode(row.version)),
    rssi: row.rssi,
    gap: row.gap,
    avgWakeSecs: row.avg_wake_secs,
    uptime: row.uptime,
    voltage: row.voltage,
    current: row.current,
    severity: healthSeverity({
      gap: row.gap,
      avgWakeSecs: row.avg_wake_secs,
      uptime: row.uptime,
      voltage: row.voltage,
    }),
  };
}

export const resolvers: Resolvers = {
  Hub: {
    health: async (hub, args, ctx, info) => {
      const path = `/api/private/hub/${hub.id}/health`;
      return timeKeyedConnection(
        args,
        PAGE_LIMITS,
        path,
        (page) => fetchHealth(ctx.upstream, hub.id, page),
        toHealthSnapshot,
        totalCountIfSelected(info, logCount(ctx.upstream, path, args)),
      );
    },
  },
};

declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    health: true;
  }
}
