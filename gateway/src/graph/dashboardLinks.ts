// Links into the external dashboard service (spec 1 §2 Hub graph, Boiler "oil-levels dashboard").
// DASHBOARD_URL is the service's base URL; without it there are no links, and the screens say so.
// The panel and dashboard paths follow the Grafana conventions the service uses: a solo panel for the
// per-hub graph, a dashboard with the hub as a variable for the oil levels.

export const GRAPH_REFRESH_SECONDS = 15 * 60;

export interface DashboardLinks {
  hubGraphUrl: string | null;
  oilLevelsUrl: string | null;
  refreshSeconds: number;
}

/** The configured base URL (no trailing slash), or null when DASHBOARD_URL is unset or not http(s). */
export function dashboardBaseUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.DASHBOARD_URL?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return null;
  return value.replace(/\/+$/, '');
}

export function dashboardLinks(base: string | null, hubId: number): DashboardLinks {
  if (base === null) return { hubGraphUrl: null, oilLevelsUrl: null, refreshSeconds: GRAPH_REFRESH_SECONDS };
  const hub = encodeURIComponent(String(hubId));
  return {
    hubGraphUrl: `${base}/d-solo/hub/hub?orgId=1&panelId=2&var-hubid=${hub}&refresh=15m`,
    oilLevelsUrl: `${base}/d/oil-levels/oil-levels?orgId=1&var-hubid=${hub}`,
    refreshSeconds: GRAPH_REFRESH_SECONDS,
  };
}
