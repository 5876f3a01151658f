import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFleetApi } from './app.js';
import { call, login } from './test-support/client.js';

describe('a fleet-api on a PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  // Two starts on a new PGlite directory (migrations and the seed, then the restart) take about 10 s alone
  // and three times that on a machine busy with the other packages' tests: the hooks' minute, not 30 s.
  it('seeds on the first start only, so edits survive a restart', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fleet-api-'));
    dirs.push(dataDir);
    const options = {
      port: 0,
      databaseUrl: null,
      dataDir,
      seedHubs: 30,
      demoPassword: 'demo',
      // With REDIS_URL set, the per-address sign-in count is shared with the other tests' fleet-apis.
      loginAddressLimit: 100_000,
    };

    const first = await startFleetApi(options);
    try {
      expect(first.seeded).toBe(true);
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const token = await login(first, 'admin@hubs.example');
      const saved = await call(first, '/api/private/hub/1001/information', {
        method: 'PUT',
        token,
        body: { name: 'Edited before the restart', stock_location_id: 2 },
      });
      expect(saved.status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startFleetApi(options);
    try {
      expect(second.seeded).toBe(false);
      const token = await login(second, 'admin@hubs.example');
      const info = await call<{ name: string }>(second, '/api/private/hub/1001/information', { token });
      expect(info.body.data.name).toBe('Edited before the restart');
      // Seeded once: still the 30 hub records (superseded ones included), not 60.
      const hubs = await call<{ total: number }>(second, '/api/private/hubs/all/count', { token });
      expect(hubs.body.data.total).toBe(30);
    } finally {
      await second.close();
    }
  });

  it('uses the API key and demo password it is given', async () => {
    const api = await startFleetApi({
      port: 0,
      databaseUrl: null,
      dataDir: null,
      seedHubs: 10,
      apiKey: 'another-key',
      demoPassword: 'correct horse',
      loginAddressLimit: 100_000,
    });
    try {
      expect(api.apiKey).toBe('another-key');
      expect(await login(api, 'staff@hubs.example', 'correct horse')).toEqual(expect.any(String));
      const wrong = await call(api, '/api/auth/token', {
        method: 'POST',
        body: { email: 'staff@hubs.example', password: 'demo' },
      });
      expect(wrong.status).toBe(401);
    } finally {
      await api.close();
    }
  });
});
