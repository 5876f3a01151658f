import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { findHub } from './hubTabsHelpers.js';

type Installation = {
  hubInstallation: { jobId: string; status: string; links: Array<{ name: string }> } | null;
};

describe('Installation tab and hub graph', () => {
  const session = signedInSession(users.staff);

  it('lists the job fields, the links under friendly names and the raw field-job data', async () => {
    const hubId = await findHub<Installation>(
      session.page,
      'query ($hubId: Int!) { hubInstallation(hubId: $hubId) { jobId status links { name } } }',
      (d) => (d.hubInstallation?.links.length ?? 0) > 5,
      'a completed installation job',
    );
    await session.page.goto(`/hub/${hubId}/installation`);
    await expect.poll(() => session.page.title()).toBe(`Hub ${hubId} Installation`);
    const job = session.page.getByRole('region', { name: 'Installation' });
    for (const label of [
      'Uploaded',
      'Job ID',
      'Created by',
      'Installed by',
      'Status',
      'MPRN',
      'GPRN',
      'Date Corrected',
    ])
      await job.getByText(label, { exact: true }).first().waitFor();
    const link = job.getByRole('link', { name: 'Customer Sign-Off on Completion' });
    await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await job
      .getByRole('region', { name: 'Field-job data' })
      .getByText('"createdby"', { exact: false })
      .waitFor();
    await screenshot(session.page, 'installation');
  });

  it('says plainly that the dashboard is not configured instead of a broken graph frame', async () => {
    await session.page.goto('/hub/1001/graph');
    await session.page
      .getByText('No graph to show: the dashboard service has not been set up', { exact: false })
      .waitFor();
    await expect.poll(() => session.page.title()).toBe('Hub 1001');
    await expect(session.page.locator('iframe').count()).resolves.toBe(0);
    await screenshot(session.page, 'hub-graph-unconfigured');
  });
});
