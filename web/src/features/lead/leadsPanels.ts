import { lazy, type ComponentType } from 'react';

/** A panel of the leads dashboard, opened by its toggle button; its key is the ?panel= of the URL. */
export interface LeadsPanel {
  key: string;
  label: string;
  Panel: ComponentType;
}

/**
 * The panels of /mastersheet in the spec's button order (spec 3 §2.1: Upload File, Master Sheet, Leads,
 * ECMS, GeoPal Reports, Issues). A panel is listed once its screen exists: Upload File, Master Sheet,
 * Leads and ECMS come with the leads and ECMS issues, and until then have no button rather than a
 * placeholder. Issues is a link to /issues (docs/domain.md).
 */
export const LEADS_PANELS: readonly LeadsPanel[] = [
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
