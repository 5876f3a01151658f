// A hub as its resolvers pass it around: every field that needs no further upstream call, already
// derived with the domain rules. The rest (upgrade, supersededBy, information, state) are resolved
// from this model only when a query asks for them.
import {
  heatingDescription,
  heatingStateName,
  lastSeenBand,
  postcodeDisplay,
  serialFromHubId,
} from '@hub/domain';
import type { Hub } from '../__generated__/resolvers-types.js';
import { customerTypeOf, installationStateOf } from '../common/lookupCodes.js';
import { toHealthGrade } from '../fleet/healthGrades.js';
import { toVersion, versionFromParts } from '../fleet/version.js';
import type { HubRecord } from './rest.js';

/**
 * Hub fields another area adds (`extend type Hub` in its SDL) and resolves itself, declared by that area:
 *   declare module '../hub/hubModel.js' { interface HubExtensionFields { problemReasons: true } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HubExtensionFields {}

type LazyField =
  | '__typename'
  | 'upgradeTarget'
  | 'upgradeAvailable'
  | 'supersededBy'
  | 'information'
  | 'state'
  | keyof HubExtensionFields;

export type HubModel = Omit<Hub, LazyField>;

declare module '../graphql/resolverTypes.js' {
  interface Models {
    Hub: HubModel;
  }
}

export function toHubModel(record: HubRecord, now: Date = new Date()): HubModel {
  const version = versionFromParts(record);
  return {
    id: record.hubid,
    serial: record.serial ?? serialFromHubId(record.hubid),
    name: record.name,
    machineId: record.machineid,
    gap: record.gap ?? record.interval,
    interval: record.interval,
    version: version ? toVersion(version) : null,
    wifiVersion: record.wifi_version,
    postcode: record.postcode,
    // Derived texts only a few screens select are getters: worked out when a query reads them, not for
    // every row of a list page that never shows them.
    get postcodeDisplay() {
      return record.postcode === null ? null : postcodeDisplay(record.postcode);
    },
    healthGrade: toHealthGrade(record.hub_health),
    address: record.address,
    city: record.city,
    customerTypeId: record.customer_type_id,
    get customerType() {
      return customerTypeOf(record.customer_type_id);
    },
    installationStateId: record.installation_state_id,
    get installationState() {
      return installationStateOf(record.installation_state_id);
    },
    holiday: record.holiday === true,
    heating: heatingStateName(record.heating),
    boiler: record.boiler === true,
    get heatingDescription() {
      return heatingDescription(record);
    },
    wires: record.wires,
    lastSeen: record.last_seen,
    lastSeenBand: lastSeenBand(record.last_seen, now),
    avgWakeSecs: record.avg_wake_secs,
    uptime: record.uptime,
  };
}
