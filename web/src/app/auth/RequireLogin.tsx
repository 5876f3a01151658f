import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { lazy, Suspense, useRef } from 'react';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LoginLink } from './LoginLink';
import { sessionHasEnded } from './session';
import { probablySignedIn } from './signedInHint';
import { useCurrentUser } from './useCurrentUser';

// Shown only when a session ends during use: its code is loaded then, not with every screen.
const SignInAgain = lazy(() => import('./SignInAgain'));

/**
 * Renders a staff screen only for a signed-in user (spec 1 §6); anyone else gets the login link.
 *
 * While the user is still being asked for, a browser that was signed in last time (the stored hint) gets
 * the screen at once, as its route loader already started the screen's query: a screen that asks for its
 * data as it renders then asks in the same wave as the user, not after it. A stale hint costs one refused
 * query, and the login link replaces the screen as soon as the answer says nobody is signed in.
 *
 * A session that ends while the screen is open (it expired, or was ended elsewhere) does not take the
 * screen away: whatever the person typed into it would be lost. The screen stays, inert, under a card that
 * signs the same person in again; then they carry on (Save again) where they were.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  // Who this guard last showed the screen to, and, once their session ended, that it keeps the screen
  // for them until they are signed in again (the ended flag is cleared as they sign in, before `me` is
  // back: the screen must not give way to the login link in between).
  const shownTo = useRef<{ name: string; email: string } | null>(null);
  const keptFor = useRef<{ name: string; email: string } | null>(null);
  if (session.status === 'loggedIn') {
    shownTo.current = session.user;
    keptFor.current = null;
  } else if (session.status === 'loggedOut' && sessionHasEnded()) {
    keptFor.current = shownTo.current;
  }
  const ended = session.status === 'loggedOut' ? keptFor.current : null;

  // The screen is always the second child of the same fragment, so it is never mounted afresh (its
  // state, what was typed, kept) when the card comes and goes above it.
  const screen = (
    <>
      {ended && (
        <Suspense fallback={null}>
          <SignInAgain user={ended} />
        </Suspense>
      )}
      <div style={{ display: 'contents' }} inert={ended !== null}>
        {children}
      </div>
    </>
  );
  switch (session.status) {
    case 'loggedIn':
      return screen;
    case 'loggedOut':
      return ended ? screen : <LoginLink />;
    case 'failed':
      return (
        <ErrorNotice
          title="Your session could not be checked."
          error={session.error}
          onRetry={session.retry}
        />
      );
    case 'loading':
      return probablySignedIn() ? screen : <Text color="fg.muted">Loading...</Text>;
  }
}
