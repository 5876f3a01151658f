import { useMutation } from '@apollo/client/react';
import { Box, Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { validateNewProfile } from '@hub/domain';
import { graphql } from '../../__generated__';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormMessages, TextField, useForm } from '../../ui/form';
import { OneTimePassword } from './OneTimePassword';

export const AddProfileForm_Mutation = graphql(`
  mutation AddProfileForm_Mutation($input: AddProfileInput!) {
    addProfile(input: $input) {
      profile {
        id
        type
        name
      }
      oneTimePassword
      userErrors {
        field
        message
      }
    }
  }
`);

const RIGHTS = [
  ['administer', 'Administrator'],
  ['address', 'View addresses'],
  ['firmwares', 'Release firmware'],
] as const;

/** Spec 3 §2.6 add mode: name, e-mail and rights; the answer is a one-time password shown once. */
export function AddProfileForm({ onClose }: { onClose: () => void }) {
  const [add, { loading, error }] = useMutation(AddProfileForm_Mutation);
  const [issued, setIssued] = useState<{ name: string; password: string } | null>(null);
  const form = useForm({
    unsaved: 'the new profile',
    initial: {
      name: '',
      email: '',
      administer: false as boolean,
      address: false as boolean,
      firmwares: false as boolean,
    },
    validate: (v) => validateNewProfile(v),
    labels: { name: 'Name', email: 'E-mail' },
  });

  const submit = form.handleSubmit(async (v) => {
    const { data } = await add({
      variables: {
        input: {
          name: v.name.trim(),
          email: v.email.trim(),
          administer: v.administer,
          address: v.address,
          firmwares: v.firmwares,
        },
      },
    });
    const result = data?.addProfile;
    if (result?.profile && result.oneTimePassword) {
      setIssued({ name: result.profile.name, password: result.oneTimePassword });
      form.reset();
    }
    return result?.userErrors;
  });

  return (
    <Stack
      as="form"
      aria-label="Add a profile"
      gap="3"
      onSubmit={submit}
      borderWidth="1px"
      rounded="md"
      p="4"
      bg="white"
    >
      {issued && <OneTimePassword name={issued.name} password={issued.password} />}
      <HStack align="start" gap="3" flexWrap="wrap">
        {/* A form field fills its row (Field.Root is 100% wide): boxed, the two share one. */}
        <Box w="20rem">
          <TextField label="Name" autoComplete="off" {...form.bind('name')} />
        </Box>
        <Box w="24rem">
          <TextField label="E-mail" type="email" autoComplete="off" {...form.bind('email')} />
        </Box>
      </HStack>
      <HStack gap="5" flexWrap="wrap">
        {RIGHTS.map(([field, label]) => (
          <Checkbox.Root
            key={field}
            checked={form.values[field]}
            onCheckedChange={(e) => form.set(field, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error && (
        <ErrorNotice
          error={error}
          title="The profile could not be added."
          uncertainTitle="The profile may have been added."
        />
      )}
      <FormMessages errors={form.formErrors} blocking={form.blocking} action="add" />
      <HStack>
        <Button type="submit" size="sm" colorPalette="blue" loading={loading} disabled={!form.valid}>
          Add profile
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </HStack>
    </Stack>
  );
}
