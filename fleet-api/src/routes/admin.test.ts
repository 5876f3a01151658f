import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@hub/domain';
import type { RunningFleetApi } from '../app.js';
import { MASK } from '../admin/configuration.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

interface Profile {
  id: number;
  administer: boolean;
  rights: { firmwares: boolean; address: boolean };
  disabled: boolean;
  password_change_required: boolean;
}
interface QueryMap {
  provider: string;
  queries: Record<string, { id: string; count: number; duration: number; sql: string }>;
}

describe.each(databaseVariants())('administration on $name', (variant) => {
  let api: RunningFleetApi;
  let admin: string;
  let staff: string;
  const req = <T>(method: string, path: string, token: string | null, body?: unknown) =>
    call<T>(api, path, { method, token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 20 });
    admin = await login(api, 'admin@hubs.example');
    staff = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('refuses every admin route to staff with 403 and the spec texts, changing nothing', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/profiles/all'],
      ['GET', '/api/admin/profile/staff/2'],
      ['GET', '/api/admin/profile/staff/2/changes'],
      ['PUT', '/api/admin/profile/staff/2', { administer: true }],
      ['PUT', '/api/admin/profile/staff/2/state', { disabled: true }],
      ['POST', '/api/admin/profile/staff/2/password', {}],
      ['POST', '/api/admin/profiles', { name: 'X', email: 'x@hubs.example' }],
      ['GET', '/api/admin/tokens/all'],
      ['DELETE', '/api/admin/token/1'],
      ['GET', '/api/admin/query_urls'],
      ['GET', '/api/admin/queries/self'],
      ['GET', '/api/admin/configuration'],
    ];
    for (const [method, path, body] of routes) {
      const reply = await req<{ message: string }>(method, path, staff, body);
      expect(reply.status, `${method} ${path}`).toBe(403);
      const expected =
        method !== 'GET'
          ? ADMIN_MESSAGES.changeForbidden
          : path.startsWith('/api/admin/profile/')
            ? ADMIN_MESSAGES.profileScreenForbidden
            : ADMIN_MESSAGES.notAdministrator;
      expect(reply.body.data.message).toBe(expected);
    }
    const [me] = await api.db.query<{ administer: boolean }>(
      'SELECT administer FROM user_profiles WHERE id = 2',
    );
    expect(me?.administer).toBe(false);
  });

  it('grants and withdraws rights, records who did it, and keeps your own administer right', async () => {
    const granted = await req<Profile>('PUT', '/api/admin/profile/staff/6', admin, {
      administer: true,
      rights: { firmwares: true },
    });
    expect(granted.body.data).toMatchObject({
      administer: true,
      rights: { firmwares: true, address: false },
    });
    const withdrawn = await req<Profile>('PUT', '/api/admin/profile/staff/6', admin, { administer: false });
    expect(withdrawn.body.data.administer).toBe(false);
    const own = await req<{ message: string; errors: { field: string }[] }>(
      'PUT',
      '/api/admin/profile/staff/1',
      admin,
      {
        administer: false,
      },
    );
    expect(own.status).toBe(400);
    expect(own.body.data.message).toBe(ADMIN_MESSAGES.ownAdministerRight);
    expect(own.body.data.errors[0]?.field).toBe('administer');
    const changes = await req<{ count: number; changes: { change: string; actor_name: string }[] }>(
      'GET',
      '/api/admin/profile/staff/6/changes',
      admin,
    );
    expect(changes.body.data.changes.map((c) => c.change).slice(0, 3)).toEqual([
      'Withdrew administer',
      'Granted release firmware',
      'Granted administer',
    ]);
    expect(changes.body.data.changes[0]?.actor_name).toBe('Demo Administrator');
  });

  it('never leaves the fleet without an active administrator, even when two act at once', async () => {
    // Siobhán (3) steps down; Ciarán (4) becomes the other administrator and signs in.
    await req('PUT', '/api/admin/profile/staff/3', admin, { administer: false });
    await api.db.query(
      'UPDATE user_profiles SET administer = true, password_hash = (SELECT password_hash FROM user_profiles WHERE id = 1) WHERE id = 4',
    );
    const ciaran = await login(api, 'ciaran.walsh@hubs.example');
    // Each withdraws the other's right at the same moment: one of them must be refused.
    const replies = await Promise.all([
      req<{ message: string }>('PUT', '/api/admin/profile/staff/4', admin, { administer: false }),
      req<{ message: string }>('PUT', '/api/admin/profile/staff/1', ciaran, { administer: false }),
    ]);
    const active = await api.db.query(
      'SELECT id FROM user_profiles WHERE administer AND disabled_at IS NULL',
    );
    expect(active).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect([ADMIN_MESSAGES.lastAdministrator, ADMIN_MESSAGES.changeForbidden]).toContain(
      replies.find((r) => r.status !== 200)?.body.data.message,
    );
    // Back to the seeded administrators for the tests that follow.
    await api.db.query('UPDATE user_profiles SET administer = (id IN (1, 3)) WHERE id IN (1, 3, 4)');
  });

  it('adds staff with a one-time password that must be changed, then disables them at once', async () => {
    const added = await req<{ profile: Profile; one_time_password: string }>(
      'POST',
      '/api/admin/profiles',
      admin,
      {
        name: 'Aoife Byrne',
        email: 'aoife.byrne@hubs.example',
        rights: { address: true },
      },
    );
    expect(added.status).toBe(200);
    const { profile, one_time_password: otp } = added.body.data;
    expect(profile).toMatchObject({
      administer: false,
      rights: { address: true },
      password_change_required: true,
    });
    expect(otp).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const duplicate = await req<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/api/admin/profiles',
      admin,
      {
        name: 'Again',
        email: 'AOIFE.byrne@hubs.example',
      },
    );
    expect(duplicate.body.data.errors).toEqual([{ field: 'email', message: ADMIN_MESSAGES.emailTaken }]);

    const first = await req<{ message: string }>('POST', '/api/auth/token', null, {
      email: 'aoife.byrne@hubs.example',
      password: otp,
    });
    expect(first.status).toBe(403);
    expect(first.body.data.message).toBe(ADMIN_MESSAGES.passwordChangeRequired);
    const weak = await req<{ errors: { field: string }[] }>('POST', '/api/auth/password', null, {
      email: 'aoife.byrne@hubs.example',
      password: otp,
      new_password: 'short',
    });
    expect(weak.body.data.errors[0]?.field).toBe('new_password');
    const changed = await req<{ token: string }>('POST', '/api/auth/password', null, {
      email: 'aoife.byrne@hubs.example',
      password: otp,
      new_password: 'a much longer password',
    });
    expect(changed.status).toBe(200);
    const token = changed.body.data.token;
    expect((await req('GET', '/api/auth/profile', token)).status).toBe(200);

    const disabled = await req<Profile>('PUT', `/api/admin/profile/staff/${profile.id}/state`, admin, {
      disabled: true,
    });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await req('GET', '/api/auth/profile', token)).status).toBe(401);
    const again = await req<{ message: string }>('POST', '/api/auth/token', null, {
      email: 'aoife.byrne@hubs.example',
      password: 'a much longer password',
    });
    expect(again.body.data.message).toBe(ADMIN_MESSAGES.accountDisabled);
    const self = await req<{ message: string }>('PUT', '/api/admin/profile/staff/1/state', admin, {
      disabled: true,
    });
    expect(self.body.data.message).toBe(ADMIN_MESSAGES.ownAccount);
    const ownPassword = await req<{ message: string }>('POST', '/api/admin/profile/staff/1/password', admin);
    expect(ownPassword.status).toBe(400);
    expect(ownPassword.body.data.message).toBe(ADMIN_MESSAGES.ownPassword);
    expect((await req('GET', '/api/auth/profile', admin)).status).toBe(200);

    const changes = await req<{ changes: { change: string }[] }>(
      'GET',
      `/api/admin/profile/staff/${profile.id}/changes`,
      admin,
    );
    expect(changes.body.data.changes.map((c) => c.change)).toEqual([
      'Disabled the account',
      'Chose a new password',
      'Added the profile with view addresses; one-time password issued',
    ]);
  });

  it('resets a password: the sessions end and the new one-time password must be changed', async () => {
    const session = await login(api, 'staff@hubs.example');
    const reset = await req<{ one_time_password: string }>(
      'POST',
      '/api/admin/profile/staff/2/password',
      admin,
      {},
    );
    expect((await req('GET', '/api/auth/profile', session)).status).toBe(401);
    const signIn = await req<{ message: string }>('POST', '/api/auth/token', null, {
      email: 'staff@hubs.example',
      password: reset.body.data.one_time_password,
    });
    expect(signIn.body.data.message).toBe(ADMIN_MESSAGES.passwordChangeRequired);
    // Put the demo login back for the tests that follow.
    await req('POST', '/api/auth/password', null, {
      email: 'staff@hubs.example',
      password: reset.body.data.one_time_password,
      new_password: 'demo-password-again',
    });
    staff = (
      await req<{ token: string }>('POST', '/api/auth/token', null, {
        email: 'staff@hubs.example',
        password: 'demo-password-again',
      })
    ).body.data.token;
  });

  it('personal access tokens: carry the owner rights, read-only refuses writes, revoked ones stop at once', async () => {
    const created = await req<{ token: string; record: { id: number; read_only: boolean; last_used: null } }>(
      'POST',
      '/api/auth/tokens',
      staff,
      { name: 'reporting script', expires_in_days: 90, read_only: true },
    );
    expect(created.status).toBe(200);
    const { token, record } = created.body.data;
    expect(token).toMatch(/^hubpat_/);
    expect((await req('GET', '/api/private/hub/1001/overview', token)).status).not.toBe(401);
    expect((await req('GET', '/api/admin/profiles/all', token)).status).toBe(403);
    const write = await req<{ message: string }>('PUT', '/api/private/issue/new', token, {});
    expect(write.status).toBe(403);
    expect(write.body.data.message).toBe(ADMIN_MESSAGES.readOnlyToken);
    const minted = await req<{ message: string }>('POST', '/api/auth/tokens', token, {
      name: 'x',
      expires_in_days: 30,
    });
    expect(minted.status).toBe(403);
    // The grids' searches are POSTs that only read: allowed; a POST that writes stays refused.
    for (const path of ['/api/private/installations', '/api/private/leads/uids', '/api/private/ecms/csv'])
      expect((await req('POST', path, token, {})).status, path).toBe(200);
    expect((await req('POST', '/api/private/installation', token, { changes: { uid: 1 } })).status).toBe(403);
    expect((await req('POST', '/api/private/leads', token, [])).status).toBe(403);

    const mine = await req<{ id: number; last_used: string | null }[]>('GET', '/api/auth/tokens', staff);
    expect(mine.body.data.find((t) => t.id === record.id)?.last_used).not.toBeNull();
    const bad = await req<{ errors: { field: string }[] }>('POST', '/api/auth/tokens', staff, {
      name: 'x',
      expires_in_days: 7,
    });
    expect(bad.body.data.errors[0]?.field).toBe('expires_in_days');

    // Staff cannot revoke someone else's token; an administrator can revoke anyone's.
    const adminToken = await req<{ record: { id: number } }>('POST', '/api/auth/tokens', admin, {
      name: 'admin script',
      expires_in_days: 30,
    });
    expect((await req('DELETE', `/api/auth/tokens/${adminToken.body.data.record.id}`, staff)).status).toBe(
      404,
    );
    const everyone = await req<{ id: number }[]>('GET', '/api/admin/tokens/all', admin);
    expect(everyone.body.data.map((t) => t.id)).toEqual(
      expect.arrayContaining([record.id, adminToken.body.data.record.id]),
    );
    expect((await req('DELETE', `/api/admin/token/${record.id}`, admin)).status).toBe(200);
    expect((await req('GET', '/api/auth/profile', token)).status).toBe(401);
  });

  it('reports this server’s statements: pg_stat_statements when readable, its own timings otherwise', async () => {
    let readable = false;
    if (api.db.engine === 'postgres') {
      readable = await api.db
        .query("SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'")
        .then(
          async (rows) =>
            rows.length > 0 && (await api.db.query('SELECT 1 FROM pg_stat_statements LIMIT 1'), true),
        )
        .catch(() => false);
    }
    const reply = await req<QueryMap>('GET', '/api/admin/queries/self', admin);
    expect(reply.body.data.provider).toBe(readable ? 'pg_stat_statements' : 'fleet-api');
    const profiles = Object.values(reply.body.data.queries).find((q) =>
      q.sql.includes('WHERE lower(p.email) = lower($1)'),
    );
    expect(
      profiles,
      Object.values(reply.body.data.queries)
        .map((q) => q.sql)
        .join('\n'),
    ).toBeDefined();
    expect(profiles?.count).toBeGreaterThan(0);
    expect(profiles?.duration).toBeGreaterThan(0);
  });

  it('shows the running configuration with every secret masked', async () => {
    const reply = await req<{ name: string; value: string | null; secret: boolean }[]>(
      'GET',
      '/api/admin/configuration',
      admin,
    );
    const settings = new Map(reply.body.data.map((s) => [s.name, s]));
    expect(settings.get('FLEET_API_KEY')).toEqual({ name: 'FLEET_API_KEY', value: MASK, secret: true });
    expect(settings.get('Database kind')?.value).toBe(
      variant.name === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
    );
    expect(settings.get('Database version')?.value).toMatch(/^\d+/);
    expect(JSON.stringify(reply.body.data)).not.toContain(api.apiKey);
  });
});

describe('query statistics of another fleet-api instance', () => {
  let other: RunningFleetApi;
  let api: RunningFleetApi;
  const [pglite] = databaseVariants();

  beforeAll(async () => {
    other = await pglite!.start({ seedHubs: 5 });
    const otherAdmin = await login(other, 'admin@hubs.example');
    // What an operator does: a read-only token of an administrator of the other instance.
    const pat = await call<{ token: string }>(other, '/api/auth/tokens', {
      method: 'POST',
      token: otherAdmin,
      body: { name: 'query statistics', expires_in_days: 365, read_only: true },
    });
    api = await pglite!.start({
      seedHubs: 5,
      querySources: [{ name: 'replica', url: other.url }],
      querySourceToken: pat.body.data.token,
    });
  });
  afterAll(async () => {
    await api?.close();
    await other?.close();
  });

  it('lists the source and reads its statements over HTTP', async () => {
    const admin = await login(api, 'admin@hubs.example');
    expect((await call<string[]>(api, '/api/admin/query_urls', { token: admin })).body.data).toEqual([
      'replica',
    ]);
    const own = (
      await call<QueryMap>(other, '/api/admin/queries/self', {
        token: await login(other, 'admin@hubs.example'),
      })
    ).body.data;
    const remote = await call<QueryMap>(api, '/api/admin/queries/replica', { token: admin });
    expect(remote.status).toBe(200);
    expect(remote.body.data.provider).toBe('fleet-api');
    // The other instance's sign-ins, not this one's: its figures, read from it.
    const signIns = (map: QueryMap) =>
      Object.values(map.queries).find((q) => q.sql.includes('WHERE lower(p.email) = lower($1)'))?.count ?? 0;
    expect(signIns(remote.body.data)).toBeGreaterThanOrEqual(signIns(own));
    expect((await call(api, '/api/admin/queries/nowhere', { token: admin })).status).toBe(404);
  });
});
