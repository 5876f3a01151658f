import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';
import { MAX_UPLOAD_BYTES } from '../stock/upload/limits.js';

const sample = (name: string) => readFileSync(new URL(`../../samples/${name}`, import.meta.url));

interface Answer {
  status: string;
  data: {
    message?: string;
    created: number;
    updated: number;
    failures: { job: { job_id: string }; cause: string }[];
    saved: { job_id: string; serial_no: number | null; hubid: number | null; status: string }[];
  };
}

describe.each(databaseVariants())('install upload on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;

  const upload = async (bytes: Buffer | string, filename: string, company = 'hes0005', preview = false) => {
    const form = new FormData();
    form.set('company', company);
    form.set('file', new Blob([bytes]), filename);
    const response = await fetch(`${api.url}/api/private/installs/upload${preview ? '?preview=true' : ''}`, {
      method: 'PUT',
      headers: { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const jobs = async (prefix: string) =>
    (
      (await api.db.query(`SELECT count(*)::int AS n FROM installations WHERE job_id LIKE $1`, [
        `${prefix}%`,
      ])) as [{ n: number }]
    )[0].n;

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 100 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it.each([
    ['hes-installs.xlsx', 'hes0005', 'HES-'],
    ['insight-installs.csv', 'hub001', 'INSIGHT-'],
    ['energyserve-installs.xlsx', 'hub', 'ENERGYSERVE-'],
  ])('previews then saves %s, keyed by job id', async (file, company, prefix) => {
    const preview = await upload(sample(file), file, company, true);
    expect(preview.status).toBe(200);
    expect(preview.body.data.saved).toHaveLength(6);
    expect(preview.body.data.failures.map((f) => f.cause)).toEqual([
      'Unknown status "JOB_FINISHED_MAYBE"',
      'assigned_date_time is not a date: "next Tuesday"',
    ]);
    expect(await jobs(prefix)).toBe(0);

    const first = await upload(sample(file), file, company);
    expect(first.body.data).toMatchObject({ created: 6, updated: 0 });
    expect(await jobs(prefix)).toBe(6);
    // A serial above 1,000,000 names a hub. HES types serial_no, used as given (a bare hub id stays
    // one); Insight and EnergyServe scan or type serials, which are repaired (spec 2 §5).
    const completed = first.body.data.saved.filter((j) => j.status === 'JOB_COMPLETED');
    expect(completed).toHaveLength(5);
    expect(completed.every((j) => (j.hubid !== null) === (j.serial_no ?? 0) > 1_000_000)).toBe(true);
    if (company !== 'hes0005') expect(completed.every((j) => j.hubid !== null)).toBe(true);
    else expect(completed.some((j) => j.hubid === null)).toBe(true);
    const again = await upload(sample(file), file, company);
    expect(again.body.data).toMatchObject({ created: 0, updated: 6 });
    expect(await jobs(prefix)).toBe(6);
    const [row] = (await api.db.query(`SELECT company_code FROM installations WHERE job_id = $1`, [
      `${prefix}700`,
    ])) as [{ company_code: string }];
    expect(row.company_code).toBe(company);
  });

  it('refuses a wrong type, a damaged file, an oversized file and a missing company, saving nothing', async () => {
    const before = await jobs('');
    const pdf = await upload(Buffer.from('%PDF-1.4\0\0binary'), 'jobs.csv');
    expect(pdf.status).toBe(415);
    expect(pdf.body.data.message).toBe('Only xlsx and csv files are accepted: this file is neither.');

    const xlsx = sample('hes-installs.xlsx');
    const cut = await upload(xlsx.subarray(0, Math.floor(xlsx.length / 2)), 'hes.xlsx');
    expect(cut.status).toBe(400);
    expect(cut.body.data.message).toBe(
      'The file is not a readable xlsx workbook: it may be damaged or cut short.',
    );

    const csv = sample('hes-installs.csv').toString();
    const truncated = await upload(csv.slice(0, csv.lastIndexOf(',')), 'hes.csv');
    expect(truncated.status).toBe(400);
    expect(truncated.body.data.message).toMatch(/^Row 9 has \d+ cells where the header has 9/);

    const big = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 10, 'a'), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.body.data.message).toBe('The file is larger than 10 MB.');

    const noCompany = await upload(csv, 'hes.csv', 'acme');
    expect(noCompany.status).toBe(400);
    expect(await jobs('')).toBe(before);
  });
});
