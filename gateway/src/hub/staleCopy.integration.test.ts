// Issue 16 item 3 through the gateway: two people save the same hub's information from the same copy at
// once; exactly one save goes through and the other is told CONFLICT, nothing overwritten silently.
import { describe, expect, it } from 'vitest';
import { codes } from '../test-support/graphqlClient.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { ADMIN, backends } from '../test-support/stack.js';

const READ = `query ($id: Int!) { hub(id: $id) { information { name version } } }`;
const SAVE = `mutation ($hubId: Int!, $input: HubInformationInput!, $version: Int) {
  updateHubInformation(input: { hubId: $hubId, information: $input, version: $version }) {
    information { name version } userErrors { field message }
  }
}`;

describe.each(backends)('hub information saved from a stale copy, on $name', (backend) => {
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 20 });

  it('lets exactly one of two concurrent saves through; the other gets CONFLICT', async () => {
    const [hub] = await stack.sql<{ hubid: number }>(
      'SELECT hubid FROM hub_information ORDER BY hubid LIMIT 1',
    );
    const hubId = hub!.hubid;
    const read = await stack.query<{ hub: { information: { version: number } } }>(
      READ,
      { id: hubId },
      session,
    );
    const version = read.data!.hub.information.version;
    const answers = await Promise.all(
      ['Saved by Aoife', 'Saved by Brian'].map((name) =>
        stack.query(SAVE, { hubId, input: { name }, version }, session),
      ),
    );
    const conflicts = answers.filter((a) => codes(a).includes('CONFLICT'));
    const saved = answers.filter((a) => a.errors === undefined);
    expect(conflicts).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(conflicts[0]!.errors![0]!.message).toMatch(/^Someone else changed this hub's information/);
    const winner = (saved[0]!.data as { updateHubInformation: { information: { name: string } } })
      .updateHubInformation.information.name;
    const after = await stack.query<{ hub: { information: { name: string; version: number } } }>(
      READ,
      { id: hubId },
      session,
    );
    expect(after.data!.hub.information).toEqual({ name: winner, version: version + 1 });
  });

  it("does the same for a hub's smart-tech flags", async () => {
    const [hub] = await stack.sql<{ hubid: number }>(
      `SELECT h.hubid FROM hubs h JOIN hub_state s USING (hubid)
        WHERE (h.major, h.minor, h.patch) >= (0, 9, 18) ORDER BY h.hubid LIMIT 1`,
    );
    const hubId = hub!.hubid;
    const state = `query ($id: Int!) { hub(id: $id) { state { dutyCycle version } } }`;
    const read = await stack.query<{ hub: { state: { version: number } } }>(state, { id: hubId }, session);
    const version = read.data!.hub.state.version;
    const save = `mutation ($hubId: Int!, $input: SmartTechInput!, $version: Int) {
      updateSmartTech(input: { hubId: $hubId, smartTech: $input, version: $version }) { state { version } userErrors { message } }
    }`;
    const answers = await Promise.all(
      [true, false].map((dutyCycle) =>
        stack.query(
          save,
          { hubId, version, input: { dutyCycle, timeShaving: false, peakTempSuppression: true } },
          session,
        ),
      ),
    );
    expect(answers.map((a) => codes(a)[0] ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(answers.find((a) => a.errors)!.errors![0]!.message).toMatch(
      /^Someone else changed this hub's smart-tech flags/,
    );
    const [stored] = await stack.sql<{ flags_version: number }>(
      'SELECT flags_version FROM hub_state WHERE hubid = $1',
      [hubId],
    );
    expect(stored!.flags_version).toBe(version + 1);
  });
});
