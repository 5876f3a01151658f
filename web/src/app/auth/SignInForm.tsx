import { Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { lazy, useState } from 'react';
import { graphql } from '../../__generated__';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { describeError } from '../apollo/errors';
import { WithApollo } from '../apollo/WithApollo';
import { ScreenLoading } from '../routing/ScreenLoading';
import { clearSessionEnded } from './session';
import { rememberSignedIn } from './signedInHint';

// Rarely shown (a first sign-in or a reset password), and it brings the form kit with its date inputs:
// loaded when needed, so the login page's first paint does not wait for it. It sends its mutation with
// Apollo Client, which has been loading since the page painted.
const ChangePasswordStep = lazy(() =>
  import('./ChangePasswordStep').then((module) => ({ default: module.ChangePasswordStep })),
);

export const SignInForm_Mutation = graphql(`
  mutation SignInForm_Mutation($email: String!, $password: String!) {
    login(input: { email: $email, password: $password }) {
      # Only whether it worked: Apollo's store is refreshed afterwards and the shell asks for me in full.
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

interface SignInFormProps {
  /** The account to sign in to, fixed (read-only): someone signing in again to the screen they left. */
  email?: string;
  /** Shown under the heading: why the person is asked to sign in. */
  notice?: ReactNode;
  /** Shown under the Log In button. */
  footer?: ReactNode;
  /**
   * Run once the session cookie is set (after a new password, where one was required), the session
   * marked as no longer ended and this browser as signed in.
   */
  onSignedIn: () => Promise<void>;
  /** The password input, for a dialog to put the focus there (the email being fixed). */
  passwordRef?: Ref<HTMLInputElement>;
}

/**
 * The sign-in card's content, for both steps (password, then a new password after a one-time one): the
 * login page's, and the one a screen shows over itself when the session ended while the person worked.
 */
export function SignInForm({ email: fixedEmail, notice, footer, onSignedIn, passwordRef }: SignInFormProps) {
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [mustChange, setMustChange] = useState(false);

  const enter = async () => {
    clearSessionEnded();
    rememberSignedIn(true);
    await onSignedIn();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setLoading(true);
    // Signed in, the form stays busy until what follows is drawn (on the login page, the next screen, a
    // few hundred milliseconds later on a busy machine): an enabled Log In meanwhile invites a second one.
    let signedIn = false;
    try {
      // The request's code (graphql-js's printer, Apollo's error classes) is in Apollo's chunk, which has
      // been on its way since the page painted: the page paints without it.
      const { postOperation } = await import('./postOperation');
      const data = await postOperation(SignInForm_Mutation, { email: email.trim(), password });
      const result = data.login;
      if (result?.passwordChangeRequired) {
        setMustChange(true);
        return;
      }
      if (!result?.profile) {
        setProblem(result?.userErrors.map((e) => e.message).join(' ') || 'The login was refused.');
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
      <WithApollo fallback={<ScreenLoading />}>
        {() => <ChangePasswordStep email={email.trim()} currentPassword={password} onSignedIn={enter} />}
      </WithApollo>
    );
  }

  return (
    <Stack as="form" onSubmit={submit} gap="4">
      <Heading as="h1" size="md">
        Log In
      </Heading>
      {notice}
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          readOnly={fixedEmail !== undefined}
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
          ref={passwordRef}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field.Root>
      {problem && <ErrorNotice error={problem} />}
      <Button type="submit" colorPalette="blue" loading={loading} alignSelf="start">
        Log In
      </Button>
      {footer}
    </Stack>
  );
}
