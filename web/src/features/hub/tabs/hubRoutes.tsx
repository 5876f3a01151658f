import type { ComponentProps } from 'react';
import { lazyScreen } from '../../../app/routing/lazyScreen';
import type { AreaRoute, ScreenComponent, ScreenPreload } from '../../../app/routing/types';
import type { HubTabLayout as Layout } from './HubTabLayout';
import { hubTab, registerHubTab, type HubTabTitle } from './hubTabs';

// The sub-menu and hub identity are loaded with the first hub screen, not with the app: the login page
// and the dashboard paint without them. The loader fetches them beside the tab's code (withLayout).
const HubTabLayout = lazyScreen<ComponentProps<typeof Layout>>(() =>
  import('./HubTabLayout').then((module) => ({ default: module.HubTabLayout })),
);

/** The screen's preload, which also fetches the layout's code. */
function withLayout(Screen: ScreenComponent) {
  return { preload: () => Promise.all([HubTabLayout.preload(), Screen.preload?.()]) };
}

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
    Screen: Object.assign(InLayout, withLayout(Screen)),
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
    Screen: Object.assign(InLayout, withLayout(Screen)),
    ...(preload ? { preload } : {}),
  };
}
