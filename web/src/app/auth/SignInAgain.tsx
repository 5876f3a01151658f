import { Alert, Box, Link, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { loginPath } from './safeGoto';
import { SESSION_ENDED_TEXT, clearSessionEnded } from './session';
import { rememberSignedIn } from './signedInHint';
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
  const location = useLocation();
  const signedIn = async () => {
    clearSessionEnded();
    rememberSignedIn(true);
    // Not resetStore: that would empty the cache under the screen and take its panels (and what was
    // typed into them) away while they load again. The same person's data may stay; only what failed
    // for want of a session needs asking again.
    await client.refetchQueries({ include: 'active' });
  };
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.400"
      display="flex"
      alignItems="flex-start"
      justifyContent="center"
      pt={{ base: '4', md: '16' }}
      px="4"
      role="dialog"
      aria-modal="true"
      aria-label="Sign in again"
    >
      <Box bg="white" p="6" borderWidth="1px" rounded="md" shadow="lg" maxW="sm" w="full">
        <SignInForm
          email={user.email}
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
              <Link asChild colorPalette="blue" fontWeight="medium">
                <RouterLink to={loginPath(location.pathname + location.search + location.hash, true)}>
                  Click here to log in
                </RouterLink>
              </Link>
            </Text>
          }
        />
      </Box>
    </Box>
  );
}
