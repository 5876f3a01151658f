import { serialFromHubId } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { toHubModel } from './hubModel.js';
import type { HubRecord } from './rest.js';

const now = new Date('2026-11-21T12:00:00Z');

const record: HubRecord = {
  hubid: 12,
  serial: null,
  name: 'Murphy',
  machineid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  gap: null,
  interval: 300,
  swversion: 10104,
  major: 1,
  minor: 1,
  patch: 4,
  build: null,
  wifi_version: 7,
  postcode: 'd02xy45',
  hub_health: 'b',
  address: '1 Main St',
  city: 'Dublin',
  customer_type_id: 1,
  installation_state_id: 4,
  holiday: false,
  heating: 1,
  boiler: true,
  wires: 4,
  last_seen: '2026-11-21T10:00:00Z',
  avg_wake_secs: 12.5,
  uptime: 3600,
};

describe('a hub as GraphQL shows it', () => {
  it('derives the serial from the id when the upstream has none, and keeps one it has', () => {
    expect(toHubModel(record, now).serial).toBe(serialFromHubId(12));
    expect(toHubModel({ ...record, serial: 1_001_234 }, now).serial).toBe(1_001_234);
  });

  it('defaults the gap to the interval (spec 1 §3)', () => {
    expect(toHubModel(record, now).gap).toBe(300);
    expect(toHubModel({ ...record, gap: 60 }, now).gap).toBe(60);
  });

  it('describes heating as the state panel does (spec 1 §4)', () => {
    expect(toHubModel(record, now)).toMatchObject({ heating: 'ON', heatingDescription: 'On with boiler ON' });
    expect(toHubModel({ ...record, holiday: true }, now).heatingDescription).toBe('Holiday Mode');
    expect(toHubModel({ ...record, heating: 0, boiler: null }, now)).toMatchObject({
      heating: 'OFF',
      boiler: false,
    });
  });

  it('bands last seen at 2 and 8 hours', () => {
    expect(toHubModel(record, now).lastSeenBand).toBe('RECENT');
    expect(toHubModel({ ...record, last_seen: '2026-11-21T05:00:00Z' }, now).lastSeenBand).toBe('STALE');
    expect(toHubModel({ ...record, last_seen: null }, now).lastSeenBand).toBe('LOST');
  });

  it('shows the version with its badge, and the postcode split after the third character', () => {
    const hub = toHubModel(record, now);
    expect(hub.version).toMatchObject({
      text: '1.1.4',
      code: 10104,
      badge: 'EXCELLENT',
      smartTechCapable: true,
    });
    expect(hub.postcodeDisplay).toBe('D02 XY45');
    expect(hub.healthGrade).toBe('B');
  });

  it('reads the version from the base-100 code when the parts are missing, with the build', () => {
    const hub = toHubModel(
      { ...record, swversion: 918, major: null, minor: null, patch: null, build: 3 },
      now,
    );
    expect(hub.version).toMatchObject({ text: '0.9.18.3', code: 918, badge: 'POOR', reallyOld: false });
  });

  it('has no version when the upstream sent none', () => {
    expect(
      toHubModel({ ...record, swversion: null, major: null, minor: null, patch: null }, now).version,
    ).toBeNull();
  });
});
