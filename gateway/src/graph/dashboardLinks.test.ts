import { describe, expect, it } from 'vitest';
import { dashboardBaseUrl, dashboardLinks } from './dashboardLinks.js';

describe('dashboard links (DASHBOARD_URL)', () => {
  it('gives no links when DASHBOARD_URL is unset, empty or not http(s)', () => {
    for (const value of [undefined, '', '  ', 'ftp://x'])
      expect(dashboardBaseUrl(value === undefined ? {} : { DASHBOARD_URL: value })).toBeNull();
    expect(dashboardLinks(null, 1001)).toEqual({
      hubGraphUrl: null,
      oilLevelsUrl: null,
      refreshSeconds: 900,
    });
  });

  it('builds the hub graph panel and the oil-levels links for the hub', () => {
    const base = dashboardBaseUrl({ DASHBOARD_URL: 'https://dash.example/grafana/' });
    expect(base).toBe('https://dash.example/grafana');
    const links = dashboardLinks(base, 1001);
    expect(links.hubGraphUrl).toBe(
      'https://dash.example/grafana/d-solo/hub/hub?orgId=1&panelId=2&var-hubid=1001&refresh=15m',
    );
    expect(links.oilLevelsUrl).toBe(
      'https://dash.example/grafana/d/oil-levels/oil-levels?orgId=1&var-hubid=1001',
    );
    expect(links.refreshSeconds).toBe(15 * 60);
  });
});
