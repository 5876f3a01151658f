import { lazyScreen } from '../../app/routing/lazyScreen';
import { lazyPreload } from '../../app/routing/screenQuery';
import type { PreloadArgs, ScreenComponent, ScreenPreload } from '../../app/routing/types';

/** A panel of the leads dashboard, opened by its toggle button; its key is the ?panel= of the URL. */
export interface LeadsPanel {
  key: string;
  label: string;
  Panel: ScreenComponent & { preload: () => Promise<unknown> };
  /**
   * What the panel shows first (its grid's first window, with the lookups it needs), started by the
   * route's loader when the address names the panel; none for a panel that loads nothing until used.
   */
  preload?: ScreenPreload;
}

// Each grid's query module is imported lazily, as every screen's is (docs/performance.md "How a screen
// loads"): the build gathers it into the preloaded screenQueries chunk.
const leadsGrid = (grid: 'MASTER_SHEET_GRID' | 'NEW_LEADS_GRID') =>
  lazyPreload(() => import('./leadsGridQuery').then((m) => m.preloadLeadsGrid(m[grid])));

/**
 * The panels of /mastersheet in the spec's button order (spec 3 §2.1: Upload File, Master Sheet, Leads,
 * ECMS, GeoPal Reports, Issues), one entry each. Issues is a link to /issues (docs/domain.md).
 */
export const LEADS_PANELS: readonly LeadsPanel[] = [
  {
    key: 'upload',
    label: 'Upload File',
    Panel: lazyScreen(() => import('./UploadLeadsPanel').then((m) => ({ default: m.UploadLeadsPanel }))),
  },
  {
    key: 'master',
    label: 'Master Sheet',
    Panel: lazyScreen(() => import('./MasterSheetPanel').then((m) => ({ default: m.MasterSheetPanel }))),
    preload: leadsGrid('MASTER_SHEET_GRID'),
  },
  {
    key: 'leads',
    label: 'Leads',
    Panel: lazyScreen(() => import('./NewLeadsPanel').then((m) => ({ default: m.NewLeadsPanel }))),
    preload: leadsGrid('NEW_LEADS_GRID'),
  },
  {
    key: 'ecms',
    label: 'ECMS',
    Panel: lazyScreen(() => import('../ecms/EcmsPanel').then((m) => ({ default: m.EcmsPanel }))),
    preload: lazyPreload(() => import('../ecms/ecmsPanelQuery').then((m) => m.preloadEcmsPanel)),
  },
  {
    key: 'reports',
    label: 'GeoPal Reports',
    Panel: lazyScreen(() =>
      import('../installationReport/InstallationReportsGrid').then((m) => ({
        default: m.InstallationReportsGrid,
      })),
    ),
    preload: lazyPreload(() =>
      import('../installationReport/installationReportsQuery').then((m) => m.preloadReportsGrid),
    ),
  },
];

/** The panel the address opens (?panel=), if any. */
export function openPanel(params: URLSearchParams): LeadsPanel | undefined {
  return LEADS_PANELS.find((panel) => panel.key === params.get('panel'));
}

/**
 * The dashboard route's preload: on a navigation to /mastersheet?panel=…, the open panel's first request
 * and then its code, beside the dashboard's own code (the loader starts that), so a hard navigation to a
 * panel is one wave, not the panel's code and then its data. A panel opened from the toolbar afterwards
 * loads itself (the loader runs again only when the path changes).
 */
export const preloadOpenPanel: ScreenPreload = Object.assign(
  (args: PreloadArgs) => {
    const panel = openPanel(args.url.searchParams);
    const started = panel?.preload?.(args) ?? null;
    void panel?.Panel.preload().catch(() => undefined);
    return started;
  },
  {
    // The query modules are in one chunk: waiting for all of them costs nothing over waiting for one.
    prepare: () => Promise.all(LEADS_PANELS.map((panel) => panel.preload?.prepare?.())),
  },
);
