import { Alert, Dialog, Portal, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import { ClickToLogIn } from './LoginLink';
import { SESSION_ENDED_TEXT } from './session';
import { SignInForm } from './SignInForm';

interface SignInAgainProps {
  /** The person whose session ended: only they sign in here (someone else uses the login page). */
  user: { name: string; email: string };
}

/**
 * Over a screen whose session ended while the person worked on it (RequireLogin keeps the screen, inert,
 * below): the same person signs in again and carries on with nothing lost. The screen's requests that
 * were refused meanwhile are asked again, `me` among them, which takes this card away.
 */
export default function SignInAgain({ user }: SignInAgainProps) {
  const client = useApolloClient();
  const password = useRef<HTMLInputElement>(null);
  const signedIn = async () => {
    // Not resetStore: that would empty the cache under the screen and take its panels (and what was
    // typed into them) away while they load again. The same person's data may stay; only what failed
    // for want of a session needs asking again.
    await client.refetchQueries({ include: 'active' });
  };
  return (
    // Modal: focus stays in the card, and the page behind it (the kept screen, the shell) is out of reach
    // until the person has signed in; there is no closing it but signing in or the login page link.
    <Dialog.Root
      open
      size="sm"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => password.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Sign in again" p="6">
            <SignInForm
              email={user.email}
              passwordRef={password}
              onSignedIn={signedIn}
              notice={
                <Alert.Root status="info" size="sm" role="status">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{SESSION_ENDED_TEXT}</Alert.Title>
                    <Alert.Description>
                      What you were doing stays on this page: sign in to carry on.
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              }
              footer={
                <Text fontSize="sm">
                  {`Not ${user.name}? `}
                  <ClickToLogIn sessionEnded />
                </Text>
              }
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
