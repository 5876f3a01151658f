// Test files migrate their own schemas of one PostgreSQL database at the same time. Extensions are the
// database's: on a database that had none yet, two of them creating pg_trgm at once made one fail on the
// catalogue's unique index (seen in CI on a fresh machine). Run on a database of its own, made here.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startFleetApi } from '../app.js';

const url = process.env['DATABASE_URL']?.trim();

describe.runIf(url)('migrations on PostgreSQL', () => {
  it('migrate four schemas at once on a database without the extensions they create', async () => {
    const database = `migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    try {
      const at = new URL(url!);
      at.pathname = `/${database}`;
      const started = await Promise.allSettled(
        [1, 2, 3, 4].map((n) =>
          startFleetApi({
            port: 0,
            databaseUrl: at.toString(),
            databaseSchema: `schema_${n}`,
            dataDir: null,
            seedHubs: 5,
          }),
        ),
      );
      for (const api of started) if (api.status === 'fulfilled') await api.value.close();
      expect(started.map((api) => (api.status === 'rejected' ? String(api.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
        'started',
      ]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
