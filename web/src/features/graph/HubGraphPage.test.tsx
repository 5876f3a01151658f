import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tabHub } from '../../test/hubTab';
import { renderWithProviders } from '../../test/renderWithProviders';
import HubGraphPage, { HubGraphPage_Query, NO_DASHBOARD_TEXT } from './HubGraphPage';

function renderGraph(hubGraphUrl: string | null) {
  return renderWithProviders(
    <Routes>
      <Route path="/hub/:id/graph" element={<HubGraphPage />} />
    </Routes>,
    {
      route: '/hub/42/graph',
      mocks: [
        {
          request: { query: HubGraphPage_Query, variables: { hubId: 42 } },
          result: {
            data: {
              hub: tabHub(42, {
                dashboardLinks: { __typename: 'DashboardLinks', hubGraphUrl, refreshSeconds: 900 },
              }),
            },
          },
        },
      ],
    },
  );
}

describe('HubGraphPage', () => {
  it('embeds the dashboard panel for the hub in a 900×400 frame titled "Hub {id}"', async () => {
    renderGraph('https://dash.example/d-solo/hub/hub?var-hubid=42');
    const frame = await screen.findByTitle('Hub 42 graph');
    expect(frame.getAttribute('src')).toBe('https://dash.example/d-solo/hub/hub?var-hubid=42');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['900', '400']);
    expect(screen.getByRole('heading', { name: 'Hub 42' })).toBeTruthy();
    expect(document.title).toBe('Hub 42');
  });

  it('says plainly that the dashboard is not configured instead of showing a broken frame', async () => {
    renderGraph(null);
    await screen.findByText(NO_DASHBOARD_TEXT);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
