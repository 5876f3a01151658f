import { useLocation } from 'react-router-dom';
import { SubMenu } from '../../ui/SubMenu';

// Spec 2 §2 Hubs sub-menu, in the spec's order.
export const HUBS_SUB_MENU = [
  { label: 'All', to: '/hubs/all' },
  { label: 'New', to: '/hubs/new' },
  { label: 'Problems', to: '/hubs/problems' },
  { label: 'Wires Changed', to: '/hubs/wire_mode_changed' },
  { label: 'Glitches', to: '/glitches' },
  { label: 'Reboots', to: '/hubs/reboots' },
] as const;

export function HubsSubMenu() {
  const { pathname } = useLocation();
  return (
    <SubMenu
      label="Hubs menu"
      items={HUBS_SUB_MENU.map((entry) => ({ ...entry, current: pathname === entry.to }))}
    />
  );
}
