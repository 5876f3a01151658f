import { useMutation } from '@apollo/client/react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { validateNewPassword } from '@hub/domain';
import { graphql } from '../../__generated__';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormMessages, TextField, useForm } from '../../ui/form';

export const ChangePasswordStep_Mutation = graphql(`
  mutation ChangePasswordStep_Mutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      profile {
        id
        type
      }
      userErrors {
        field
        message
      }
    }
  }
`);

const MISMATCH = 'The two passwords differ.';

interface ChangePasswordStepProps {
  email: string;
  /** The one-time password just typed, which proves who is choosing. */
  currentPassword: string;
  onSignedIn: () => Promise<void>;
}

/** After a one-time password: the person chooses their own before anything else opens. */
export function ChangePasswordStep({ email, currentPassword, onSignedIn }: ChangePasswordStepProps) {
  const [change, { loading, error }] = useMutation(ChangePasswordStep_Mutation);
  const form = useForm({
    initial: { newPassword: '', repeat: '' },
    validate: (v) => [
      ...validateNewPassword(v.newPassword, currentPassword),
      ...(v.repeat !== v.newPassword ? [{ field: 'repeat', message: MISMATCH }] : []),
    ],
    labels: { newPassword: 'New password', repeat: 'New password again' },
  });
  const submit = form.handleSubmit(async (v) => {
    const { data } = await change({
      variables: { input: { email, currentPassword, newPassword: v.newPassword } },
    });
    if (data?.changePassword?.profile) await onSignedIn();
    return data?.changePassword?.userErrors;
  });
  return (
    <Stack as="form" onSubmit={submit} gap="4" aria-label="Choose a new password">
      <Heading as="h1" size="md">
        Choose a new password
      </Heading>
      <Text fontSize="sm">You signed in with a one-time password. Choose your own password to continue.</Text>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.bind('newPassword')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        {...form.bind('repeat')}
      />
      {error && <ErrorNotice error={error} />}
      <FormMessages errors={form.formErrors} blocking={form.blocking} action="continue" />
      <Button type="submit" colorPalette="blue" loading={loading} alignSelf="start" disabled={!form.valid}>
        Save and sign in
      </Button>
    </Stack>
  );
}
