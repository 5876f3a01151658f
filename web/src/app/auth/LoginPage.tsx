import { Alert, Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { usePageTitle } from '../../ui/usePageTitle';
import { describeError } from '../apollo/errors';
import { loadApollo, loadedApollo, prefetchApollo } from '../apollo/loadApollo';
import { WithApollo } from '../apollo/WithApollo';
import { ScreenLoading } from '../routing/ScreenLoading';
import { safeGoto } from './safeGoto';
import { SESSION_ENDED_TEXT, clearSessionEnded } from './session';
import { rememberSignedIn } from './signedInHint';

// Rarely shown (a first sign-in or a reset password), and it brings the form kit with its date inputs:
// loaded when needed, so the login page's first paint does not wait for it. It sends its mutation with
// Apollo Client, which has been loading since the page painted.
const ChangePasswordStep = lazy(() =>
  import('./ChangePasswordStep').then((module) => ({ default: module.ChangePasswordStep })),
);

export const LoginPage_Mutation = graphql(`
  mutation LoginPage_Mutation($email: String!, $password: String!) {
    login(input: { email: $email, password: $password }) {
      # Only whether it worked: Apollo's store is reset afterwards and the shell asks for me in full.
      profile {
        id
        type
      }
      userErrors {
        field
        message
      }
      passwordChangeRequired
    }
  }
`);

// The sign-in card, for both steps (password, then a new password after a one-time one).
const CARD = {
  gap: '4',
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [mustChange, setMustChange] = useState(false);

  // The page and its mutation need no Apollo Client (docs/performance.md "First load"); every screen
  // after it does, so its code is fetched once the page has painted, while the person types.
  useEffect(prefetchApollo, []);

  const enter = async () => {
    clearSessionEnded();
    rememberSignedIn(true);
    // A client created now has nothing cached. One already here (a session that ended during use) may
    // hold a previous user's data, which must not show through to the new one: resetting forgets it and
    // asks for `me` again, now with the session cookie the login set, so the shell shows the new user.
    const created = loadedApollo() === null;
    const { client } = await loadApollo();
    if (!created) await client.resetStore();
    navigate(safeGoto(params.get('goto')), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setLoading(true);
    // Signed in, the page stays busy until the next screen is drawn: react-router draws it as a transition,
    // a few hundred milliseconds later on a busy machine, and an enabled Log In meanwhile invites a second
    // sign-in.
    let signedIn = false;
    try {
      // The request's code (graphql-js's printer, Apollo's error classes) is in Apollo's chunk, which has
      // been on its way since the page painted: the page paints without it.
      const { postOperation } = await import('./postOperation');
      const data = await postOperation(LoginPage_Mutation, { email: email.trim(), password });
      const result = data.login;
      if (result.passwordChangeRequired) {
        setMustChange(true);
        return;
      }
      if (!result.profile) {
        setProblem(result.userErrors.map((e) => e.message).join(' ') || 'The login was refused.');
        return;
      }
      await enter();
      signedIn = true;
    } catch (error) {
      setProblem(describeError(error as Error));
    } finally {
      if (!signedIn) setLoading(false);
    }
  };

  if (mustChange) {
    return (
      <Stack {...CARD}>
        <WithApollo fallback={<ScreenLoading />}>
          {() => <ChangePasswordStep email={email.trim()} currentPassword={password} onSignedIn={enter} />}
        </WithApollo>
      </Stack>
    );
  }

  return (
    <Stack as="form" onSubmit={submit} {...CARD}>
      <Heading as="h1" size="md">
        Log In
      </Heading>
      {params.get('ended') === '1' && (
        <Alert.Root status="info" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Title>{SESSION_ENDED_TEXT}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field.Root>
      {problem && <ErrorNotice error={problem} />}
      <Button type="submit" colorPalette="blue" loading={loading} alignSelf="start">
        Log In
      </Button>
    </Stack>
  );
}
