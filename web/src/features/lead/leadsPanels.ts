import { lazy, type ComponentType } from 'react';

/** A panel of the leads dashboard, opened by its toggle button; its key is the ?panel= of the URL. */
export interface LeadsPanel {
  key: string;
  label: string;
  Panel: ComponentType;
}

/**
 * The panels of /mastersheet in the spec's button order (spec 3 §2.1: Upload File, Master Sheet, Leads,
 * ECMS, GeoPal Reports, Issues), one entry each. Issues is a link to /issues (docs/domain.md).
 */
export const LEADS_PANELS: readonly LeadsPanel[] = [
  {
    key: 'upload',
    label: 'Upload File',
    Panel: lazy(() => import('./UploadLeadsPanel').then((m) => ({ default: m.UploadLeadsPanel }))),
  },
  {
    key: 'master',
    label: 'Master Sheet',
    Panel: lazy(() => import('./MasterSheetPanel').then((m) => ({ default: m.MasterSheetPanel }))),
  },
  {
    key: 'leads',
    label: 'Leads',
    Panel: lazy(() => import('./NewLeadsPanel').then((m) => ({ default: m.NewLeadsPanel }))),
  },
  {
    key: 'ecms',
    label: 'ECMS',
    Panel: lazy(() => import('../ecms/EcmsPanel').then((m) => ({ default: m.EcmsPanel }))),
  },
  {
    key: 'reports',
    label: 'GeoPal Reports',
    Panel: lazy(() =>
      import('../installationReport/InstallationReportsGrid').then((m) => ({
        default: m.InstallationReportsGrid,
      })),
    ),
  },
];
