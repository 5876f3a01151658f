import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@hub/domain';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';

const ADMIN_READS: [string, string][] = [
  ['{ adminProfiles { id } }', ADMIN_MESSAGES.notAdministrator],
  ['{ adminProfile(profileType: "staff", profileId: "2") { id } }', ADMIN_MESSAGES.profileScreenForbidden],
  ['{ querySources { label } }', ADMIN_MESSAGES.notAdministrator],
  ['{ queryStatistics { provider } }', ADMIN_MESSAGES.notAdministrator],
  ['{ queryStatistic(id: "1") { id } }', ADMIN_MESSAGES.notAdministrator],
  ['{ runningConfiguration { gateway { name } } }', ADMIN_MESSAGES.notAdministrator],
  ['{ allAccessTokens { id } }', ADMIN_MESSAGES.notAdministrator],
  ['{ me { changes(first: 5) { totalCount } } }', ADMIN_MESSAGES.profileScreenForbidden],
];
const ADMIN_WRITES = [
  'mutation { updateProfileRights(input: { profileType: "staff", profileId: "2", administer: true }) { userErrors { message } } }',
  'mutation { addProfile(input: { name: "X", email: "x@hubs.example" }) { userErrors { message } } }',
  'mutation { setProfileDisabled(input: { profileType: "staff", profileId: "1", disabled: true }) { userErrors { message } } }',
  'mutation { resetProfilePassword(input: { profileType: "staff", profileId: "1" }) { userErrors { message } } }',
];
const RIGHTS = `mutation ($input: UpdateProfileRightsInput!) {
  updateProfileRights(input: $input) { profile { id administer rights { firmwares address } badges } userErrors { field message } }
}`;
const CREATE_TOKEN = `mutation ($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) { token accessToken { id readOnly expiresAt } userErrors { field message } }
}`;

describe.each(backends)('administration through GraphQL on $name', (backend) => {
  let stack: Stack;
  let admin: Session;
  let staff: Session;

  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 5 });
    admin = await stack.login(ADMIN);
    staff = await stack.login(STAFF);
  });
  afterAll(() => stack?.close());

  it('refuses every admin query and mutation to staff with FORBIDDEN, before any upstream call', async () => {
    for (const [query, message] of ADMIN_READS) {
      const answer = await stack.query(query, {}, staff);
      expect(answer.errors?.[0]?.message, query).toBe(message);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
    for (const mutation of ADMIN_WRITES) {
      const answer = await stack.query(mutation, {}, staff);
      expect(answer.errors?.[0]?.message, mutation).toBe(ADMIN_MESSAGES.changeForbidden);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect(answer.upstreamCalls).toBe(0);
    }
    const [row] = await stack.sql<{ administer: boolean; disabled_at: unknown }>(
      'SELECT administer, disabled_at FROM user_profiles WHERE id = 1',
    );
    expect(row).toEqual({ administer: true, disabled_at: null });
  });

  it('lists profiles with badges and grants, withdraws and records rights; never your own administer right', async () => {
    const list = await stack.query<{
      adminProfiles: { id: string; badges: string[]; displayEmail: string }[];
    }>('{ adminProfiles { id badges displayEmail } }', {}, admin);
    expect(list.data?.adminProfiles.find((p) => p.id === '1')?.badges).toEqual([
      'ADMINISTRATOR',
      'VIEW_ADDRESSES',
      'RELEASE_FIRMWARE',
    ]);
    const granted = await stack.query<{ updateProfileRights: { profile: { badges: string[] } } }>(
      RIGHTS,
      { input: { profileType: 'staff', profileId: '7', address: true, firmwares: true } },
      admin,
    );
    expect(granted.data?.updateProfileRights.profile.badges).toEqual(['VIEW_ADDRESSES', 'RELEASE_FIRMWARE']);
    const own = await stack.query<{ updateProfileRights: { profile: null; userErrors: unknown[] } }>(
      RIGHTS,
      { input: { profileType: 'staff', profileId: '1', administer: false } },
      admin,
    );
    expect(own.data?.updateProfileRights).toEqual({
      profile: null,
      userErrors: [{ field: 'administer', message: ADMIN_MESSAGES.ownAdministerRight }],
    });
    const changes = await stack.query<{
      adminProfile: {
        changes: { totalCount: number; edges: { node: { change: string; actorName: string } }[] };
      };
    }>(
      '{ adminProfile(profileType: "staff", profileId: "7") { changes(first: 2) { totalCount edges { node { change actorName } } } } }',
      {},
      admin,
    );
    expect(changes.data?.adminProfile.changes.edges.map((e) => e.node.change).sort()).toEqual([
      'Granted release firmware',
      'Granted view addresses',
    ]);
    expect(changes.data?.adminProfile.changes.totalCount).toBe(3);
    // A mistyped address names no profile: null, as for an id no profile has, not an upstream failure.
    for (const [type, id] of [
      ['xxx', 'abc'],
      ['staff', '99999'],
      ['staff', '99999999999'],
    ]) {
      const none = await stack.query<{ adminProfile: null }>(
        `{ adminProfile(profileType: "${type}", profileId: "${id}") { id } }`,
        {},
        admin,
      );
      expect(none.errors).toBeUndefined();
      expect(none.data).toEqual({ adminProfile: null });
    }

    // Pages of one entry: forward to the second, back (last/before) to the first; the cap is 500.
    type Changes = {
      adminProfile: {
        changes: {
          nodes: { id: string }[];
          pageInfo: { startCursor: string; endCursor: string; hasPreviousPage: boolean };
        };
      };
    };
    const PAGE = `query ($first: Int, $after: String, $last: Int, $before: String) {
      adminProfile(profileType: "staff", profileId: "7") {
        changes(first: $first, after: $after, last: $last, before: $before) {
          nodes { id } pageInfo { startCursor endCursor hasPreviousPage }
        }
      }
    }`;
    const one = await stack.query<Changes>(PAGE, { first: 1 }, admin);
    const two = await stack.query<Changes>(
      PAGE,
      { first: 1, after: one.data!.adminProfile.changes.pageInfo.endCursor },
      admin,
    );
    expect(two.data!.adminProfile.changes.pageInfo.hasPreviousPage).toBe(true);
    const back = await stack.query<Changes>(
      PAGE,
      { last: 1, before: two.data!.adminProfile.changes.pageInfo.startCursor },
      admin,
    );
    expect(back.data!.adminProfile.changes.nodes).toEqual(one.data!.adminProfile.changes.nodes);
    expect(two.data!.adminProfile.changes.nodes).not.toEqual(one.data!.adminProfile.changes.nodes);
    const tooMany = await stack.query(PAGE, { first: 501 }, admin);
    expect(tooMany.errors?.[0]?.message).toBe('first must be between 1 and 500, got 501.');
    expect((await stack.query<Changes>(PAGE, {}, admin)).data!.adminProfile.changes.nodes).toHaveLength(3);
  });

  it('adds staff whose one-time password leads to a new password; disabling ends their session within seconds', async () => {
    const added = await stack.query<{ addProfile: { oneTimePassword: string; profile: { id: string } } }>(
      'mutation { addProfile(input: { name: "Aoife Byrne", email: "aoife@hubs.example" }) { oneTimePassword profile { id passwordChangeRequired } } }',
      {},
      admin,
    );
    const otp = added.data!.addProfile.oneTimePassword;
    const id = added.data!.addProfile.profile.id;
    const first = await stack.query<{ login: { passwordChangeRequired: boolean; token: null } }>(
      'mutation ($p: String!) { login(email: "aoife@hubs.example", password: $p) { token passwordChangeRequired userErrors { message } } }',
      { p: otp },
    );
    expect(first.data?.login).toMatchObject({ token: null, passwordChangeRequired: true });
    const changed = await stack.query<{ changePassword: { token: string } }>(
      'mutation ($p: String!) { changePassword(input: { email: "aoife@hubs.example", currentPassword: $p, newPassword: "a long new password" }) { token userErrors { message } } }',
      { p: otp },
    );
    const token = changed.data!.changePassword.token;
    expect(token).toBeTruthy();
    expect((await stack.query('{ myAccessTokens { id } }', {}, { token })).errors).toBeUndefined();

    await stack.query(
      'mutation ($id: ID!) { setProfileDisabled(input: { profileType: "staff", profileId: $id, disabled: true }) { profile { disabled } } }',
      { id },
      admin,
    );
    // Even `me`, which the gateway answers from its session cache, is refused at once.
    const after = await stack.query('{ me { id } }', {}, { token });
    expect(after.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('personal access tokens: a read-only one is refused mutations early, a revoked one at once', async () => {
    const created = await stack.query<{ createAccessToken: { token: string; accessToken: { id: string } } }>(
      CREATE_TOKEN,
      { input: { name: 'nightly export', lifetime: 'DAYS_30', readOnly: true } },
      staff,
    );
    const { token, accessToken } = created.data!.createAccessToken;
    expect(token).toMatch(/^hubpat_/);
    // A second token of the name (case and spaces aside) could not be told from the first in the list.
    const again = await stack.query(
      CREATE_TOKEN,
      { input: { name: ' Nightly Export ', lifetime: 'DAYS_90' } },
      staff,
    );
    expect(again.data?.['createAccessToken']).toEqual({
      token: null,
      accessToken: null,
      userErrors: [
        {
          field: 'name',
          message: 'You have a token named "Nightly Export" already: give this one another name.',
        },
      ],
    });
    const read = await stack.query<{ me: { email: string } }>('{ me { email } }', {}, { token });
    expect(read.data?.me.email).toBe(STAFF);
    const write = await stack.query(
      'mutation { createAccessToken(input: { name: "x", lifetime: DAYS_30 }) { token } }',
      {},
      { token },
    );
    expect(write.errors?.[0]).toMatchObject({
      message: ADMIN_MESSAGES.readOnlyToken,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(write.upstreamCalls).toBe(0);

    const revoked = await stack.query(
      'mutation ($id: ID!) { revokeAccessToken(input: { id: $id }) { accessToken { id } userErrors { message } } }',
      { id: accessToken.id },
      staff,
    );
    expect(revoked.errors).toBeUndefined();
    for (const query of ['{ me { id } }', '{ myAccessTokens { id } }']) {
      const refused = await stack.query(query, {}, { token });
      expect(refused.errors?.[0]?.extensions?.['code'], query).toBe('UNAUTHENTICATED');
    }
    // Revoked, its name is free again.
    const renewed = await stack.query(
      CREATE_TOKEN,
      { input: { name: 'nightly export', lifetime: 'DAYS_30' } },
      staff,
    );
    expect(renewed.data?.['createAccessToken']).toMatchObject({ userErrors: [] });
  });

  it('a read-only personal access token reads the grids whose search fleet-api takes as a POST', async () => {
    const created = await stack.query<{ createAccessToken: { token: string } }>(
      CREATE_TOKEN,
      { input: { name: 'grid reader', lifetime: 'DAYS_30', readOnly: true } },
      staff,
    );
    const { token } = created.data!.createAccessToken;
    const grids = `{
      installationReports(first: 1) { nodes { uid nodeId } }
      installationReportIds
      leads(first: 1) { nodes { uid nodeId } }
      leadIds
      ecmsRows(first: 1) { nodes { mprn nodeId } }
    }`;
    const asSession = await stack.query<Record<string, { nodes: { nodeId: string }[] }>>(grids, {}, staff);
    expect(asSession.errors).toBeUndefined();
    const asToken = await stack.query(grids, {}, { token });
    expect(asToken.errors).toBeUndefined();
    expect(asToken.data).toEqual(asSession.data);
    // node(id:) fetches these rows through the export routes, also POSTs.
    const ids = ['installationReports', 'leads', 'ecmsRows'].map(
      (grid) => asSession.data![grid]!.nodes[0]!.nodeId,
    );
    const nodes = await stack.query(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { nodeId } }',
      { ids },
      { token },
    );
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data).toEqual({ nodes: ids.map((nodeId) => ({ nodeId })) });
  });

  it('reads query statistics of this server, sorted, banded, with averages', async () => {
    const sources = await stack.query<{ querySources: { name: string | null; label: string }[] }>(
      '{ querySources { name label } }',
      {},
      admin,
    );
    expect(sources.data?.querySources[0]).toEqual({ name: null, label: 'This Server' });
    const stats = await stack.query<{
      queryStatistics: {
        provider: string;
        statistics: {
          id: string;
          count: number;
          durationSeconds: number;
          averageSeconds: number | null;
          averageBand: string | null;
        }[];
      };
    }>(
      '{ queryStatistics { provider statistics { id count durationSeconds averageSeconds averageBand } } }',
      {},
      admin,
    );
    const rows = stats.data!.queryStatistics.statistics;
    expect(rows.length).toBeGreaterThan(5);
    const durations = rows.map((r) => r.durationSeconds);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    expect(rows[0]?.averageSeconds).toBeCloseTo(rows[0]!.durationSeconds / rows[0]!.count, 9);
    expect(rows[0]?.averageBand).toMatch(/^(FAST|QUICK|MODERATE|SLOW|VERY_SLOW)$/);
    const one = await stack.query<{ queryStatistic: { id: string } }>(
      'query ($id: ID!) { queryStatistic(id: $id) { id } }',
      { id: rows[0]!.id },
      admin,
    );
    expect(one.data?.queryStatistic.id).toBe(rows[0]!.id);
  });

  it('shows both services’ configuration with secrets masked', async () => {
    const answer = await stack.query<{
      runningConfiguration: {
        gateway: { name: string; value: string | null }[];
        fleetApi: { name: string; value: string | null }[];
      };
    }>(
      '{ runningConfiguration { gateway { name value secret } fleetApi { name value secret } } }',
      {},
      admin,
    );
    const all = [...answer.data!.runningConfiguration.gateway, ...answer.data!.runningConfiguration.fleetApi];
    expect(all.find((s) => s.name === 'UPSTREAM_URL')?.value).toBe(stack.fleetUrl);
    expect(all.filter((s) => s.name === 'FLEET_API_KEY').map((s) => s.value)).toEqual([
      '••••••••',
      '••••••••',
    ]);
    expect(JSON.stringify(all)).not.toContain('dev-fleet-api-key');
    // The limits docs/errors.md names, as in force (here the defaults).
    const value = (name: string) =>
      answer.data!.runningConfiguration.gateway.find((s) => s.name === name)?.value;
    expect(
      [
        'MAX_DEPTH',
        'MAX_ALIASES',
        'MAX_FRAGMENTS',
        'MAX_TOKENS',
        'MAX_STRING_LENGTH',
        'MAX_COST',
        'MAX_BODY_BYTES',
      ].map(value),
    ).toEqual(['12', '30', '100', '5000', '10000', '100', '1048576']);
  });
});
