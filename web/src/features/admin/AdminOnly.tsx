import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@hub/domain';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { AdminMenu } from './AdminMenu';

interface AdminOnlyProps {
  /** What a non-administrator reads instead (spec 3 §8). */
  refusal?: string;
  children: ReactNode;
}

/**
 * An admin screen: the sub-menu, then the screen for administrators or the spec's refusal for anyone
 * else. The gateway refuses the data anyway; this spares staff a request that can only fail.
 */
export function AdminOnly({ refusal = ADMIN_MESSAGES.notAdministrator, children }: AdminOnlyProps) {
  const current = useCurrentUser();
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
