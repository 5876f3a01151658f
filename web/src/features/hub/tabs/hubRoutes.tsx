import type { AreaRoute, ScreenComponent, ScreenPreload } from '../../../app/routing/types';
import { HubTabLayout } from './HubTabLayout';
import { hubTab, registerHubTab, type HubTabTitle } from './hubTabs';

/**
 * The route of one hub sub-menu tab: `/hub/:id{suffix}`, shown under the sub-menu with the page title
 * "Hub {id} {tab title}" (the Overview sets its own). Areas list these in their routes.ts:
 *
 *   hubTabRoute('Comms', lazy(() => import('./comms/HubCommsPage')))
 *
 * The screen reads the hub id with useHubId(). A tab whose data comes in one request passes `preload`
 * (preloadScreenQuery from app/routing/screenQuery): the route's loader starts it at navigation.
 */
export function hubTabRoute(title: HubTabTitle, Screen: ScreenComponent, preload?: ScreenPreload): AreaRoute {
  registerHubTab(title);
  const InLayout = () => (
    <HubTabLayout active={title} pageTitle={title === 'Overview' ? null : title}>
      <Screen />
    </HubTabLayout>
  );
  return {
    path: `/hub/:id${hubTab(title).suffix}`,
    // The loader fetches the tab's code beside its data (lazyScreen's preload), through this wrapper.
    Screen: Object.assign(InLayout, Screen.preload ? { preload: Screen.preload } : {}),
    ...(preload ? { preload } : {}),
  };
}

/**
 * A hub page that is not a tab (spec 1 §2's further routes, e.g. /hub/{id}/issues): under the
 * sub-menu with no tab marked, page title "Hub {id} {title}" unless the screen sets its own (null).
 */
export function hubPageRoute(
  suffix: string,
  pageTitle: string | null,
  Screen: ScreenComponent,
  preload?: ScreenPreload,
): AreaRoute {
  const InLayout = () => (
    <HubTabLayout active={null} pageTitle={pageTitle}>
      <Screen />
    </HubTabLayout>
  );
  return {
    path: `/hub/:id${suffix}`,
    Screen: Object.assign(InLayout, Screen.preload ? { preload: Screen.preload } : {}),
    ...(preload ? { preload } : {}),
  };
}
