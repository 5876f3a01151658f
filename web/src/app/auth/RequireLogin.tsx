import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LoginLink } from './LoginLink';
import { probablySignedIn } from './signedInHint';
import { useCurrentUser } from './useCurrentUser';

/**
 * Renders a staff screen only for a signed-in user (spec 1 §6); anyone else gets the login link.
 *
 * While the user is still being asked for, a browser that was signed in last time (the stored hint) gets
 * the screen at once, as its route loader already started the screen's query: a screen that asks for its
 * data as it renders then asks in the same wave as the user, not after it. A stale hint costs one refused
 * query, and the login link replaces the screen as soon as the answer says nobody is signed in.
 */
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
      return probablySignedIn() ? children : <Text color="fg.muted">Loading...</Text>;
  }
}
