import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

const HUBS = 300;

describe.each(databaseVariants())('hub counts on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: HUBS });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  // The counts are of the operational hubs, as the lists they link to are (superseded records left out).
  const operational = async () =>
    (await call<{ total: number }>(api, '/api/private/hubs/operational/count', { token })).body.data.total;

  it('counts every operational hub once by health grade, with all grades A to G present', async () => {
    const { body } = await call<Array<{ hub_health: string; count: number }>>(
      api,
      '/api/private/hubs/health_counts',
      {
        token,
      },
    );
    expect(body.data.map((row) => row.hub_health)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const total = await operational();
    expect(total).toBeLessThan(HUBS);
    expect(body.data.reduce((sum, row) => sum + row.count, 0)).toBe(total);
    // Grade by grade, the count is the length of the list it links to (/hubs/health/{grade}).
    for (const row of body.data) {
      const list = await call<{ total: number }>(
        api,
        `/api/private/hubs/all/count?health=${row.hub_health}&operational=true`,
        { token },
      );
      expect(list.body.data.total).toBe(row.count);
    }
  });

  it('counts hubs per version, newest first, most of them on 1.1.4', async () => {
    const { body } = await call<
      Array<{ swversion: number; major: number; minor: number; patch: number; count: number }>
    >(api, '/api/private/hubs/version_counts', { token });
    const codes = body.data.map((row) => row.swversion);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
    expect(body.data.reduce((sum, row) => sum + row.count, 0)).toBe(await operational());
    for (const row of body.data) expect(row.swversion).toBe(row.major * 10_000 + row.minor * 100 + row.patch);
    const mostCommon = [...body.data].sort((a, b) => b.count - a.count)[0];
    expect(mostCommon).toMatchObject({ major: 1, minor: 1, patch: 4 });
    expect(codes).toEqual(
      expect.arrayContaining([10104, 10103, 10100, 10010, 10008, 10005, 10000, 918, 702]),
    );
  });
});
