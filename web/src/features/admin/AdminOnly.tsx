import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@hub/domain';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { usePageTitle } from '../../ui/usePageTitle';
import { AdminMenu } from './AdminMenu';

/** The tab's title while the screen is not shown (a non-administrator, or before the session is known). */
export const ADMIN_AREA_TITLE = 'Administration';

interface AdminOnlyProps {
  /** The screen's page title, set only for an administrator, who sees the screen. */
  title: string;
  /** What a non-administrator reads instead (spec 3 §8). */
  refusal?: string;
  children: ReactNode;
}

/**
 * An admin screen: the sub-menu, then the screen for administrators or the spec's refusal for anyone
 * else. The gateway refuses the data anyway; this spares staff a request that can only fail. The tab's
 * title names the screen only for those who see it ("Query 6534…" over "Not an administrator." named a
 * screen that was not there): anyone else reads the area's name.
 */
export function AdminOnly({ title, refusal = ADMIN_MESSAGES.notAdministrator, children }: AdminOnlyProps) {
  const current = useCurrentUser();
  const sees = current.status === 'loggedIn' && current.user.administer;
  usePageTitle(sees ? title : ADMIN_AREA_TITLE);
  if (current.status !== 'loggedIn') return null;
  return (
    <Stack gap="4">
      <AdminMenu />
      {current.user.administer ? (
        children
      ) : (
        <Text role="alert" fontWeight="semibold">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
