// The hub sub-menu of spec 1 §2, in the spec's order. A tab shows only once an area has registered a
// screen for it (see hubRoutes.tsx), so a tab whose area has not landed is absent, never a placeholder.

export const HUB_TABS = [
  { title: 'Overview', suffix: '' },
  { title: 'Health', suffix: '/health' },
  { title: 'Comms', suffix: '/comms' },
  { title: 'Actions', suffix: '/actions' },
  { title: 'Meter Readings', suffix: '/meter_readings' },
  { title: 'Schedule', suffix: '/schedule' },
  { title: 'Messages', suffix: '/messages' },
  { title: 'Installation', suffix: '/installation' },
  { title: 'Pairings', suffix: '/pairings' },
  { title: 'Spend', suffix: '/spend' },
  { title: 'Oil', suffix: '/oil' },
  { title: 'Reboots', suffix: '/reboots' },
] as const;

export type HubTab = (typeof HUB_TABS)[number];
export type HubTabTitle = HubTab['title'];

export function hubTab(title: HubTabTitle): HubTab {
  return HUB_TABS.find((tab) => tab.title === title)!;
}

/** Tabs with a screen, filled in by hubTabRoute() while the areas' route lists load. */
const registered = new Set<HubTabTitle>();

export function registerHubTab(title: HubTabTitle): void {
  registered.add(title);
}

export function availableHubTabs(): HubTab[] {
  return HUB_TABS.filter((tab) => registered.has(tab.title));
}
