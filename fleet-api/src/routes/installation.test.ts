import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Installation = Record<string, unknown> & { job_id: string; geopal_data: Record<string, unknown> };

describe.each(databaseVariants())('installation route on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = (path: string) => call<Installation | null>(api, `/api/private${path}`, { token });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 120 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('answers the job whose serial is the hub’s, with the field-job data', async () => {
    const [job] = (await api.db.query(
      `SELECT h.hubid, i.job_id FROM installations i JOIN hubs h ON h.serial = i.serial_no
        WHERE i.status = 'JOB_COMPLETED' ORDER BY h.hubid LIMIT 1`,
    )) as [{ hubid: number; job_id: string }];
    const { body } = await get(`/hub/${job.hubid}/installation`);
    expect(body.data?.job_id).toBe(job.job_id);
    expect(body.data?.geopal_data['signature']).toMatch(/^https:\/\//);
  });

  it('finds a job whose serial was only typed as the hub id', async () => {
    const [job] = (await api.db.query(
      `SELECT h.hubid, i.job_id FROM installations i JOIN hubs h ON i.entered_serial_number_of_hub = h.hubid::text
        WHERE i.serial_no IS NULL ORDER BY h.hubid LIMIT 1`,
    )) as Array<{ hubid: number; job_id: string }>;
    if (job === undefined) return;
    expect((await get(`/hub/${job.hubid}/installation`)).body.data?.job_id).toBe(job.job_id);
  });

  it('answers null for a hub with no job and 404 for no hub', async () => {
    await api.db.query(`INSERT INTO hubs (hubid, name, machineid) VALUES (990101, 'No job', 'no-job')`);
    expect((await get('/hub/990101/installation')).body).toEqual({ status: 'success', data: null });
    expect((await get('/hub/999999/installation')).status).toBe(404);
  });
});
