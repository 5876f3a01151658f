import { useApolloClient, useMutation } from '@apollo/client/react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { usePageTitle } from '../../ui/usePageTitle';
import { LoginLink } from './LoginLink';
import { markLoggedOut } from './session';

export const LogoutPage_Mutation = graphql(`
  mutation LogoutPage_Mutation {
    logout {
      signedOut
    }
  }
`);

type Progress = { state: 'working' } | { state: 'done' } | { state: 'failed'; error: Error };

export default function LogoutPage() {
  usePageTitle('Log Out');
  const client = useApolloClient();
  const [logout] = useMutation(LogoutPage_Mutation);
  const [progress, setProgress] = useState<Progress>({ state: 'working' });
  // Logging out twice is harmless, but React's development double-mount should not send two requests.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .then(async () => {
        // Forget everything the session could see; `me` is fetched again and comes back null.
        await client.resetStore();
        markLoggedOut(client.cache);
        setProgress({ state: 'done' });
      })
      .catch((error: Error) => setProgress({ state: 'failed', error }));
  }, [client, logout]);

  return (
    <Stack gap="3">
      <Heading as="h1" size="md">
        Log Out
      </Heading>
      {progress.state === 'working' && <Text>Logging out...</Text>}
      {progress.state === 'failed' && (
        <ErrorNotice title="The session could not be ended." error={progress.error} />
      )}
      {progress.state === 'done' && (
        <>
          <Text>You are logged out.</Text>
          <LoginLink />
        </>
      )}
    </Stack>
  );
}
