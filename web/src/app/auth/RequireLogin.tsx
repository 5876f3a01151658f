import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LoginLink } from './LoginLink';
import { useCurrentUser } from './useCurrentUser';

/** Renders a staff screen only for a signed-in user (spec 1 §6); anyone else gets the login link. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  switch (session.status) {
    case 'loggedIn':
      return children;
    case 'loggedOut':
      return <LoginLink />;
    case 'failed':
      return (
        <ErrorNotice
          title="Your session could not be checked."
          error={session.error}
          onRetry={session.retry}
        />
      );
    case 'loading':
      return <Text color="fg.muted">Loading...</Text>;
  }
}
