import { supersedingMachineId } from '@hub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openPglite } from '../db/pglite.js';
import { seedIfEmpty } from './index.js';

const HUBS = 400;
const NOW = new Date('2026-11-21T10:00:00.000Z');

async function seeded(): Promise<Database> {
  const db = await openPglite(null);
  await migrate(db);
  await seedIfEmpty(db, { hubs: HUBS, demoPassword: 'demo', now: NOW });
  return db;
}

const count = async (db: Database, sql: string, params: unknown[] = []) =>
  ((await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) AS rows`, params))[0] ?? { n: 0 }).n;

describe('the demo fleet seed', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([seeded(), seeded()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is the same on every run for the same size and moment', async () => {
    for (const table of ['hubs', 'hub_information', 'hub_state', 'issues', 'comms_log', 'leads']) {
      const sql = `SELECT * FROM ${table} ORDER BY 1`;
      expect(await second.query(sql), table).toEqual(await first.query(sql));
    }
  });

  it('runs once: a seeded database is left alone', async () => {
    expect(await seedIfEmpty(first, { hubs: 10, demoPassword: 'other', now: NOW })).toBe(false);
    expect(await count(first, 'SELECT 1 FROM hubs')).toBe(HUBS);
  });

  it('puts rows in every table of the data model', async () => {
    const tables = await first.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(40);
    // Runtime state, empty until someone signs in, writes with a key or gets a password wrong.
    const runtime = new Set(['auth_tokens', 'idempotency_keys', 'login_failures']);
    for (const { table_name } of tables) {
      if (runtime.has(table_name)) continue;
      expect(await count(first, `SELECT 1 FROM "${table_name}"`), table_name).toBeGreaterThan(0);
    }
  });

  it('spreads versions like a real fleet: mostly 1.1.4 and 1.1.3, a tail down to 0.6', async () => {
    const rows = await first.query<{ version: string; n: number }>(
      `SELECT major || '.' || minor || '.' || patch AS version, count(*) AS n FROM hubs GROUP BY 1 ORDER BY n DESC`,
    );
    expect(rows.slice(0, 2).map((row) => row.version)).toEqual(['1.1.4', '1.1.3']);
    expect(rows.map((row) => row.version)).toEqual(
      expect.arrayContaining([
        '1.1.0',
        '1.0.10',
        '1.0.8',
        '1.0.5',
        '1.0.0',
        '0.9.18',
        '0.7.2',
        '0.6.5',
        '0.6.3',
      ]),
    );
    expect(await count(first, 'SELECT 1 FROM hubs WHERE wifi_version >= 300')).toBeGreaterThan(HUBS * 0.8);
  });

  it('has hubs with every health grade and every problem reason of spec 2 §9', async () => {
    const grades = await first.query<{ hub_health: string }>(
      'SELECT DISTINCT hub_health FROM hubs ORDER BY 1',
    );
    expect(grades.map((row) => row.hub_health)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const reasons: Record<string, string> = {
      gap: 'gap > 1800',
      wake: 'avg_wake_secs > 25',
      uptime: 'uptime < 7200',
      battery: 'voltage BETWEEN 1500 AND 3600',
      version: 'swversion < 918',
      wifi: 'wifi_version < 300',
      lastPoll: `last_seen < $1::timestamptz - interval '1 day' AND last_seen > $1::timestamptz - interval '10 days' AND uptime >= 7200`,
    };
    for (const [reason, condition] of Object.entries(reasons)) {
      const params = reason === 'lastPoll' ? [NOW.toISOString()] : [];
      expect(await count(first, `SELECT 1 FROM hubs WHERE ${condition}`, params), reason).toBeGreaterThan(0);
    }
  });

  it('sees most hubs within 2 hours, some within 8, some long ago', async () => {
    const seenWithin = (hours: number) =>
      count(first, `SELECT 1 FROM hubs WHERE last_seen > $1::timestamptz - make_interval(hours => $2)`, [
        NOW.toISOString(),
        hours,
      ]);
    const recent = await seenWithin(2);
    expect(recent).toBeGreaterThan(HUBS * 0.7);
    expect(await seenWithin(8)).toBeGreaterThan(recent);
    expect(await seenWithin(24 * 7)).toBeLessThan(HUBS);
  });

  it('has superseded hubs whose successor carries the bare GUID', async () => {
    const old = await first.query<{ machineid: string }>(
      `SELECT machineid FROM hubs WHERE machineid LIKE '%\\_%'`,
    );
    expect(old.length).toBeGreaterThan(0);
    for (const { machineid } of old) {
      const guid = supersedingMachineId(machineid);
      expect(guid).not.toBeNull();
      expect(await count(first, 'SELECT 1 FROM hubs WHERE machineid = $1', [guid])).toBe(1);
    }
  });

  it('leaves some hubs without information, to show the defaults', async () => {
    const without = await count(
      first,
      'SELECT 1 FROM hubs WHERE hubid NOT IN (SELECT hubid FROM hub_information)',
    );
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(HUBS * 0.1);
  });

  it('numbers issues in the order they were created, as a fleet does, each with its own actions', async () => {
    const issues = await first.query<{ issue_id: number; created: Date }>(
      'SELECT issue_id, created FROM issues ORDER BY issue_id',
    );
    expect(issues.length).toBeGreaterThan(12);
    const created = issues.map((issue) => new Date(issue.created).getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    // Every action of an issue happens at or after the issue's creation: the actions moved with their issue.
    expect(
      await count(
        first,
        'SELECT 1 FROM issue_actions a JOIN issues i USING (issue_id) WHERE a.occurred < i.created',
      ),
    ).toBe(0);
    expect(await count(first, 'SELECT DISTINCT status FROM issues')).toBe(6);
  });

  it('gives the two demo logins their rights', async () => {
    expect(
      await first.query('SELECT email, administer, rights FROM user_profiles WHERE id IN (1, 2) ORDER BY id'),
    ).toEqual([
      { email: 'admin@hubs.example', administer: true, rights: { firmwares: true, address: true } },
      { email: 'staff@hubs.example', administer: false, rights: {} },
    ]);
  });

  it('leaves the id sequences past the seeded rows', async () => {
    const [issue] = await first.query<{ issue_id: number }>(
      `INSERT INTO issues (hubid, title) VALUES (1001, 'A new issue after the seed') RETURNING issue_id`,
    );
    expect(issue?.issue_id).toBe(await count(first, 'SELECT 1 FROM issues'));
  });
});
