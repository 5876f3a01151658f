import { lazyScreen } from '../../app/routing/lazyScreen';
import type { ScreenComponent } from '../../app/routing/types';

/** A panel of the leads dashboard, opened by its toggle button; its key is the ?panel= of the URL. */
export interface LeadsPanel {
  key: string;
  label: string;
  /** What the panel does, when it needs the "address" right ("Uploading leads"): refused without it. */
  needsAddressRight?: string;
  /** The panel's code, a chunk of its own that the route's loader fetches beside the panel's data. */
  Panel: ScreenComponent & { preload: () => Promise<unknown> };
}

/**
 * The panels of /mastersheet in the spec's button order (spec 3 §2.1: Upload File, Master Sheet, Leads,
 * ECMS, GeoPal Reports, Issues), one entry each. Issues is a link to /issues (docs/domain.md).
 */
export const LEADS_PANELS: readonly LeadsPanel[] = [
  {
    key: 'upload',
    label: 'Upload File',
    needsAddressRight: 'Uploading leads',
    Panel: lazyScreen(() => import('./UploadLeadsPanel').then((m) => ({ default: m.UploadLeadsPanel }))),
  },
  {
    key: 'master',
    label: 'Master Sheet',
    Panel: lazyScreen(() => import('./MasterSheetPanel').then((m) => ({ default: m.MasterSheetPanel }))),
  },
  {
    key: 'leads',
    label: 'Leads',
    Panel: lazyScreen(() => import('./NewLeadsPanel').then((m) => ({ default: m.NewLeadsPanel }))),
  },
  {
    key: 'ecms',
    label: 'ECMS',
    Panel: lazyScreen(() => import('../ecms/EcmsPanel').then((m) => ({ default: m.EcmsPanel }))),
  },
  {
    key: 'reports',
    label: 'GeoPal Reports',
    Panel: lazyScreen(() =>
      import('../installationReport/InstallationReportsGrid').then((m) => ({
        default: m.InstallationReportsGrid,
      })),
    ),
  },
];

/** The panel the address opens (?panel=), if any. */
export function openPanel(params: URLSearchParams): LeadsPanel | undefined {
  return LEADS_PANELS.find((panel) => panel.key === params.get('panel'));
}
