// The hub overview's upstream calls go out together: the hub's own call and the calls for the parts the
// query selects (information, state, upgrade) are in flight at the same time, one round trip in all.
// A scripted upstream holds the hub's answer back until the other calls have arrived (or 2 s passed),
// so a resolver that waited for the hub before asking for its parts makes this test fail.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../app.js';
import { startGateway } from '../app.js';
import { graphql } from '../test-support/graphqlClient.js';
import type { FakeUpstream, SeenRequest } from '../test-support/fakeUpstream.js';
import { startFakeUpstream, success } from '../test-support/fakeUpstream.js';
import type { HubRecord } from './rest.js';

const hub: HubRecord = {
  hubid: 1001,
  serial: null,
  name: 'Kitchen',
  machineid: null,
  gap: 300,
  interval: 300,
  swversion: 10104,
  major: 1,
  minor: 1,
  patch: 4,
  build: null,
  wifi_version: null,
  postcode: null,
  hub_health: 'A',
  address: null,
  city: null,
  customer_type_id: null,
  installation_state_id: null,
  holiday: false,
  heating: 1,
  boiler: false,
  wires: 2,
  last_seen: null,
  avg_wake_secs: null,
  uptime: null,
};

let fake: FakeUpstream;
let gateway: RunningGateway;
/** For each call of the parts: had the hub's own answer been sent when it arrived? */
const arrivedAfterHubAnswer = new Map<string, boolean>();

beforeAll(async () => {
  fake = await startFakeUpstream();
  let hubAnswered = false;
  let releaseHub: () => void = () => {};
  const parts = new Set<string>();
  const router = (req: SeenRequest, res: ServerResponse) => {
    const part = /^\/api\/private\/hub\/1001\/(\w+)$/.exec(req.url)?.[1];
    if (part) {
      arrivedAfterHubAnswer.set(part, hubAnswered);
      parts.add(part);
      if (parts.size === 3) releaseHub();
      const data = {
        information: { hubid: 1001, name: 'Kitchen' },
        state: { hubid: 1001, duty_cycle: false, time_shaving: false, peak_temp_suppression: false },
        upgrade: { version: '1.1.5', firmware_uid: 7 },
      }[part];
      return success(data)(req, res);
    }
    const answer = () => {
      hubAnswered = true;
      success(hub)(req, res);
    };
    if (parts.size === 3) return answer();
    const timer = setTimeout(answer, 2_000);
    releaseHub = () => {
      clearTimeout(timer);
      answer();
    };
  };
  fake.script(router);
  gateway = await startGateway({
    port: 0,
    upstreamUrl: fake.url,
    webDist: null,
    redisUrl: null,
    logger: false,
  });
});

afterAll(async () => {
  await gateway.close();
  await fake.close();
});

describe('the hub overview', () => {
  it('asks for the information, state and upgrade while the hub itself is on its way', async () => {
    const answer = await graphql<{ hub: Record<string, unknown> }>(
      gateway.url,
      `
        query ($id: Int!) {
          hub(id: $id) {
            id
            name
            upgradeAvailable
            ...Parts
          }
        }
        fragment Parts on Hub {
          information {
            hubId
            name
          }
          state {
            hubId
            dutyCycle
          }
        }
      `,
      { id: 1001 },
      { token: 'any' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.hub).toEqual({
      id: 1001,
      name: 'Kitchen',
      upgradeAvailable: true,
      information: { hubId: 1001, name: 'Kitchen' },
      state: { hubId: 1001, dutyCycle: false },
    });
    expect(answer.upstreamCalls).toBe(4);
    expect(Object.fromEntries(arrivedAfterHubAnswer)).toEqual({
      information: false,
      state: false,
      upgrade: false,
    });
  });
});
