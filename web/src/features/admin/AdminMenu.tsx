import { useLocation } from 'react-router-dom';
import { SubMenu } from '../../ui/SubMenu';

const ITEMS = [
  { label: 'Profiles', to: '/admin/profiles', match: /^\/admin\/profile/ },
  { label: 'Configuration', to: '/admin/configuration', match: /^\/admin\/configuration/ },
  { label: 'Queries', to: '/admin/queries', match: /^\/admin\/quer/ },
];

/** Spec 3 §2.8: the admin sub-menu above every admin screen. */
export function AdminMenu() {
  const { pathname } = useLocation();
  return (
    <SubMenu
      label="Admin menu"
      items={ITEMS.map(({ label, to, match }) => ({ label, to, current: match.test(pathname) }))}
    />
  );
}
