import type { HubState } from '../__generated__/resolvers-types.js';
import type { StateRecord } from './rest.js';

export function toHubState(record: StateRecord): HubState {
  return {
    hubId: record.hubid,
    lastSeen: record.last_seen,
    mains: record.mains,
    batteryLevel: record.battery_level,
    dutyCycle: record.duty_cycle === true,
    timeShaving: record.time_shaving === true,
    peakTempSuppression: record.peak_temp_suppression === true,
    version: record.version,
  };
}
