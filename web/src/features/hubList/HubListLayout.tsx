import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';
import { HubsSubMenu } from './HubsSubMenu';

/** The Hubs sub-menu, then the list's title and content; the title is also the page title. */
export function HubListLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="4">
      <HubsSubMenu />
      <Heading as="h1" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
