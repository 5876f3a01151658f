import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import HubInstallationPage, { HubInstallationPage_Query } from './HubInstallationPage';

const job = {
  __typename: 'HubInstallation',
  id: 145,
  jobId: 'GP400145',
  uploaded: '2023-04-24T06:21:00.000Z',
  createdBy: 'Siobhán Kelly',
  installedBy: 'Tomás Ó Sé',
  status: 'JOB_COMPLETED',
  mprn: '10006999295',
  gprn: null,
  createdOn: '2023-04-18T13:21:00.000Z',
  assignedAt: '2023-04-22T13:21:00.000Z',
  startTime: '2023-04-23T11:11:00.000Z',
  endTime: '2023-04-23T13:21:00.000Z',
  lastUpdated: '2023-04-23T13:21:00.000Z',
  startJob: 'Yes',
  dateCorrected: null,
  links: [
    {
      __typename: 'InstallationLink',
      name: 'Customer Sign-Off on Completion',
      key: 'signature',
      url: 'https://files.example/c.png',
    },
    {
      __typename: 'InstallationLink',
      name: 'Engineer Sign-Off',
      key: 'engineer_signature',
      url: 'https://files.example/e.png',
    },
  ],
  fieldJobData: {
    createdby: 'Siobhán Kelly',
    signature: 'https://files.example/c.png',
    boiler_working: 'Yes',
  },
};

function renderInstallation(hubInstallation: object | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/hub/:id/installation" element={<HubInstallationPage />} />
    </Routes>,
    {
      route: '/hub/42/installation',
      mocks: [
        {
          request: { query: HubInstallationPage_Query, variables: { hubId: 42 } },
          result: { data: { hub: tabHub(42, { installation: hubInstallation }) } },
        },
      ],
    },
  );
}

describe('HubInstallationPage', () => {
  it('lists the job fields, then the links under friendly names, then the raw field-job data', async () => {
    renderInstallation(job);
    const fields = await screen.findByLabelText('Installation job');
    for (const label of [
      'Uploaded',
      'Job ID',
      'Created by',
      'Installed by',
      'Status',
      'MPRN',
      'GPRN',
      'Created',
      'Assigned',
      'Start Time',
      'End Time',
      'Last Updated',
      'Start Job',
      'Date Corrected',
    ])
      expect(within(fields).getByText(label, { exact: true })).toBeTruthy();
    expect(within(fields).getByText('Tomás Ó Sé')).toBeTruthy();
    const links = screen.getByRole('region', { name: 'Links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Customer Sign-Off on Completion', 'https://files.example/c.png'],
      ['Engineer Sign-Off', 'https://files.example/e.png'],
    ]);
    expect(screen.getByRole('region', { name: 'Field-job data' }).textContent).toContain(
      '"boiler_working": "Yes"',
    );
  });

  it('says so when the hub has no installation job', async () => {
    renderInstallation(null);
    await screen.findByText('No installation job for this hub.');
  });
});
