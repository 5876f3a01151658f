import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { loginPath } from './safeGoto';
import { SESSION_ENDED_TEXT, sessionHasEnded } from './session';

/**
 * Spec 1 §2: all a logged-out user sees, taking them back to where they were after logging in. When the
 * session ended during use, it says so first (and the login page says it again).
 */
export function LoginLink() {
  const ended = sessionHasEnded();
  return (
    <Stack gap="1" align="start">
      {ended && (
        <Text role="status" fontWeight="medium">
          {SESSION_ENDED_TEXT}
        </Text>
      )}
      <ClickToLogIn sessionEnded={ended} />
    </Stack>
  );
}

/** "Click here to log in": the login page, with the route to come back to (and why, when a session ended). */
export function ClickToLogIn({ sessionEnded }: { sessionEnded: boolean }) {
  const location = useLocation();
  return (
    <Link asChild colorPalette="blue" fontWeight="medium">
      <RouterLink to={loginPath(location.pathname + location.search + location.hash, sessionEnded)}>
        Click here to log in
      </RouterLink>
    </Link>
  );
}
