import { Alert, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';
import { loadApollo, loadedApollo, prefetchApollo } from '../apollo/loadApollo';
import { safeGoto } from './safeGoto';
import { SESSION_ENDED_TEXT } from './session';
import { SignInForm } from './SignInForm';

// The sign-in card.
const CARD = {
  maxW: 'sm',
  mx: 'auto',
  mt: { base: '4', md: '16' },
  bg: 'white',
  p: '6',
  borderWidth: '1px',
  rounded: 'md',
} as const;

export default function LoginPage() {
  usePageTitle('Log In');
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // The page and its mutation need no Apollo Client (docs/performance.md "First load"); every screen
  // after it does, so its code is fetched once the page has painted, while the person types.
  useEffect(prefetchApollo, []);

  const enter = async () => {
    // A client created now has nothing cached. One already here (a session that ended during use) may
    // hold a previous user's data, which must not show through to the new one: resetting forgets it and
    // asks for `me` again, now with the session cookie the login set, so the shell shows the new user.
    const created = loadedApollo() === null;
    const { client } = await loadApollo();
    if (!created) await client.resetStore();
    navigate(safeGoto(params.get('goto')), { replace: true });
  };

  return (
    <Stack {...CARD}>
      <SignInForm
        onSignedIn={enter}
        notice={
          params.get('ended') === '1' && (
            <Alert.Root status="info" size="sm" role="status">
              <Alert.Indicator />
              <Alert.Title>{SESSION_ENDED_TEXT}</Alert.Title>
            </Alert.Root>
          )
        }
      />
    </Stack>
  );
}
