// The left menu of spec 1 §2, in the spec's order. Entries point at routes whether or not their screen
// exists yet: a route without a screen shows "Page not found" until its area lands.

export interface MenuEntry {
  label: string;
  to: string;
  /** Signature opens in a window of its own, so it can be copied while the console stays put. */
  newWindow?: boolean;
  /** Shown only to administrators. */
  administerOnly?: boolean;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Hubs', to: '/hubs/all' },
  { label: 'Issues', to: '/issues' },
  { label: 'Messages', to: '/messages' },
  { label: 'Stock', to: '/stock/summary' },
  { label: 'Meter Readings', to: '/allmeters' },
  { label: 'Firmware Sets', to: '/firmwaresets' },
  { label: 'Lookup Tables', to: '/lookups/customer_types' },
  { label: 'Master Sheet', to: '/mastersheet' },
  { label: 'Admin', to: '/admin/profiles', administerOnly: true },
  { label: 'Signature', to: '/signature', newWindow: true },
  { label: 'Log Out', to: '/logout' },
];

export function visibleMenuEntries(administer: boolean): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => administer || !entry.administerOnly);
}
