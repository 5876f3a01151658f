import { describe, expect, it } from 'vitest';
import { backends, STAFF } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const TAB = `query ($hubId: Int!) {
  hubInstallation(hubId: $hubId) {
    id jobId serialNo uploaded status mprn gprn createdOn assignedAt startTime endTime lastUpdated startJob
    dateCorrected createdBy installedBy links { name key url } fieldJobData
  }
}`;

type Installation = {
  jobId: string;
  createdBy: string | null;
  installedBy: string | null;
  links: Array<{ name: string; url: string }>;
  fieldJobData: Record<string, unknown>;
};

describe.each(backends)('installation against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 60 });

  it('shows the completed job with its links under friendly names, one upstream call', async () => {
    const [job] = await stack.sql<{ hubid: number; job_id: string }>(
      `SELECT h.hubid, i.job_id FROM installations i JOIN hubs h ON h.serial = i.serial_no
        WHERE i.status = 'JOB_COMPLETED' ORDER BY h.hubid LIMIT 1`,
    );
    const answer = await stack.query<{ hubInstallation: Installation }>(TAB, { hubId: job!.hubid }, session);
    expect(answer.errors).toBeUndefined();
    const installation = answer.data!.hubInstallation;
    expect(installation.jobId).toBe(job!.job_id);
    expect(installation.installedBy).toBe(installation.fieldJobData['assignedto']);
    expect(installation.createdBy).toBe(installation.fieldJobData['createdby']);
    expect(installation.links.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'Customer Sign-Off on Completion',
        'Engineer Sign-Off',
        'Photo of Hub Serial No',
      ]),
    );
    for (const link of installation.links) expect(link.url).toMatch(/^https:\/\//);
    expect(answer.upstreamCalls).toBe(1);
  });

  it('answers null for a hub with no job', async () => {
    await stack.sql(`INSERT INTO hubs (hubid, name, machineid) VALUES (990201, 'No job', 'no-job-gw')`);
    const answer = await stack.query(TAB, { hubId: 990201 }, session);
    expect(answer.data).toEqual({ hubInstallation: null });
  });
});
