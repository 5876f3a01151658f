import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gatewayError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import HubOverviewPage, { HubOverviewPage_Query } from './HubOverviewPage';

function hubAnswer(id: number, hub: object | null, delay?: number) {
  return {
    request: { query: HubOverviewPage_Query, variables: { id } },
    result: { data: { hub: hub && { __typename: 'Hub', id, ...hub } } },
    ...(delay === undefined ? {} : { delay }),
  };
}

const HUB_42 = {
  serial: 1004298,
  name: 'Mary Murphy',
  machineId: '0f8fad5b-d9cb-469f-a165-70867728950e_2019old',
  supersededBy: { __typename: 'Hub', id: 77 },
};

function renderOverview(route: string, mocks: MockLink.MockedResponse[]) {
  // The panels below the identity block make their own queries; unanswered, they just keep loading.
  return renderWithProviders(
    <Routes>
      <Route path="/hub/:id" element={<HubOverviewPage />} />
    </Routes>,
    { mocks, route },
  );
}

describe('hub overview', () => {
  it('shows "Fetching data..." while the hub loads', async () => {
    renderOverview('/hub/42', [hubAnswer(42, HUB_42, 50)]);
    expect(screen.getByText('Fetching data...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Mary Murphy' });
  });

  it('shows serial, id and machine id, titled with the name and the id in brackets', async () => {
    renderOverview('/hub/42', [hubAnswer(42, HUB_42)]);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    expect(screen.getByText('1004298')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText(HUB_42.machineId)).toBeTruthy();
    expect(document.title).toBe('Mary Murphy (42)');
  });

  it('links to the graph and to the hub that superseded this one', async () => {
    renderOverview('/hub/42', [hubAnswer(42, HUB_42)]);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    expect(screen.getByRole('link', { name: 'Graph' }).getAttribute('href')).toBe('/hub/42/graph');
    expect(screen.getByRole('link', { name: 'Superseded by hub 77' }).getAttribute('href')).toBe('/hub/77');
  });

  it("links the hub's glitches (the fleet log scoped to this hub)", async () => {
    const { user, path } = renderOverview('/hub/42', [hubAnswer(42, HUB_42)]);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    const link = screen.getByRole('link', { name: 'Glitches of hub 42' });
    expect(link.getAttribute('href')).toBe('/glitches?hubid=42');
    await user.click(link);
    expect(path()).toBe('/glitches?hubid=42');
  });

  it('has no superseded link for a hub that was not replaced', async () => {
    renderOverview('/hub/42', [hubAnswer(42, { ...HUB_42, supersededBy: null })]);
    await screen.findByRole('heading', { name: 'Mary Murphy' });
    expect(screen.queryByRole('link', { name: /Superseded/ })).toBeNull();
  });

  it('says so when there is no such hub', async () => {
    renderOverview('/hub/999', [hubAnswer(999, null)]);
    expect(await screen.findByText('Hub 999 does not exist.')).toBeTruthy();
  });

  it('does not ask the server about an id that is not a number', () => {
    const { sent } = renderOverview('/hub/abc', []);
    expect(screen.getByText('Hub abc does not exist.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('explains a failure to load instead of showing a blank page', async () => {
    renderOverview('/hub/42', [
      {
        request: { query: HubOverviewPage_Query, variables: { id: 42 } },
        result: gatewayError('UPSTREAM_TIMEOUT'),
      },
    ]);
    expect(await screen.findByText('Hub 42 could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The fleet API did not answer in time. Please try again.')).toBeTruthy();
  });
});
