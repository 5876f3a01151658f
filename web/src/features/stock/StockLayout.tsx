import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SubMenu } from '../../ui/SubMenu';
import { usePageTitle } from '../../ui/usePageTitle';

// Spec 2 §2 Stock sub-menu, in the spec's order.
export const STOCK_SUB_MENU = [
  { label: 'Summary', to: '/stock/summary' },
  { label: 'All Stock', to: '/stock/all' },
  { label: 'Install Upload', to: '/stock/install_upload' },
  { label: 'Installations', to: '/stock/installations' },
] as const;

/** The Stock sub-menu, then the screen's title (also the page title) and content. */
export function StockLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const { pathname } = useLocation();
  return (
    <Stack gap="4">
      <SubMenu
        label="Stock menu"
        items={STOCK_SUB_MENU.map((entry) => ({ ...entry, current: pathname === entry.to }))}
      />
      <Heading as="h1" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
