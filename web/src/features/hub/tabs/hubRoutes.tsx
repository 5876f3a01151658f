import type { ComponentType } from 'react';
import type { AreaRoute } from '../../../app/routing/types';
import { HubTabLayout } from './HubTabLayout';
import { hubTab, registerHubTab, type HubTabTitle } from './hubTabs';

/**
 * The route of one hub sub-menu tab: `/hub/:id{suffix}`, shown under the sub-menu with the page title
 * "Hub {id} {tab title}" (the Overview sets its own). Areas list these in their routes.ts:
 *
 *   hubTabRoute('Comms', lazy(() => import('./comms/HubCommsPage')))
 *
 * The screen reads the hub id with useHubId().
 */
export function hubTabRoute(title: HubTabTitle, Screen: ComponentType): AreaRoute {
  registerHubTab(title);
  return {
    path: `/hub/:id${hubTab(title).suffix}`,
    Screen: () => (
      <HubTabLayout active={title} pageTitle={title === 'Overview' ? null : title}>
        <Screen />
      </HubTabLayout>
    ),
  };
}

/**
 * A hub page that is not a tab (spec 1 §2's further routes, e.g. /hub/{id}/issues): under the
 * sub-menu with no tab marked, page title "Hub {id} {title}" unless the screen sets its own (null).
 */
export function hubPageRoute(suffix: string, pageTitle: string | null, Screen: ComponentType): AreaRoute {
  return {
    path: `/hub/:id${suffix}`,
    Screen: () => (
      <HubTabLayout active={null} pageTitle={pageTitle}>
        <Screen />
      </HubTabLayout>
    ),
  };
}
