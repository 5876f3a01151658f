// The leads dashboard's route preload (/mastersheet?panel=…): a module of its own, imported lazily by the
// route as every screen's query module is (docs/performance.md "How a screen loads"), so that neither the
// panels' grid documents nor their code's addresses weigh on the entry.
import type { PreloadArgs, ScreenPreload } from '../../app/routing/types';
import { preloadEcmsPanel } from '../ecms/ecmsPanelQuery';
import { preloadReportsGrid } from '../installationReport/installationReportsQuery';
import { MASTER_SHEET_GRID, NEW_LEADS_GRID, preloadLeadsGrid } from './leadsGridQuery';
import { openPanel } from './leadsPanels';

/**
 * What each panel with data shows first (its grid's first window, with the lookups the grid needs), by
 * the panel's key in LEADS_PANELS. The upload panel loads nothing until a file is sent.
 */
const PANEL_PRELOADS: Readonly<Record<string, ScreenPreload>> = {
  master: preloadLeadsGrid(MASTER_SHEET_GRID),
  leads: preloadLeadsGrid(NEW_LEADS_GRID),
  ecms: preloadEcmsPanel,
  reports: preloadReportsGrid,
};

/**
 * The dashboard route's preload: on a navigation to /mastersheet?panel=…, the open panel's one request
 * and then its code, beside the dashboard's own code (the loader starts that), so a hard navigation to a
 * panel is one wave, not the panel's code and then its data. A panel opened from the toolbar afterwards
 * loads itself (the loader runs again only when the path changes).
 */
export function preloadOpenPanel(args: PreloadArgs): ReturnType<ScreenPreload> {
  const panel = openPanel(args.url.searchParams);
  const started = panel ? (PANEL_PRELOADS[panel.key]?.(args) ?? null) : null;
  void panel?.Panel.preload().catch(() => undefined);
  return started;
}
