import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { validateFirmwareRoute } from '@hub/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { InputField } from '../../ui/InputField';

export const RouteEditor_SaveMutation = graphql(`
  mutation RouteEditor_SaveMutation($id: Int, $input: FirmwareRouteInput!) {
    saveFirmwareRoute(id: $id, input: $input) {
      route {
        id
        setId
        ip
        hubId
        firmwareId
        force
        comment
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const RouteEditor_DeleteMutation = graphql(`
  mutation RouteEditor_DeleteMutation($id: Int!) {
    deleteFirmwareRoute(id: $id)
  }
`);

export interface RouteValues {
  id: number | null;
  ip: string | null;
  hubId: number | null;
  firmwareId: number | null;
  force: boolean;
  comment: string | null;
}

const REFRESH = ['FirmwareSetsPage_RoutesQuery', 'FirmwareSetsPage_Query'];

function formOf(route: RouteValues) {
  return {
    ip: route.ip ?? '',
    hubId: route.hubId === null ? '' : String(route.hubId),
    firmwareId: route.firmwareId === null ? '' : String(route.firmwareId),
    force: route.force,
    comment: route.comment ?? '',
  };
}

/** One route (or a new one): exactly one of IP / Hub ID / Firmware ID; Save disabled without a change. */
export function RouteEditor({
  setId,
  route,
  onDone,
}: {
  setId: number;
  route: RouteValues;
  onDone?: () => void;
}) {
  const initial = formOf(route);
  const [form, setForm] = useState(initial);
  const [messages, setMessages] = useState<string[]>([]);
  const [save, saving] = useMutation(RouteEditor_SaveMutation, {
    refetchQueries: REFRESH,
    awaitRefetchQueries: true,
  });
  const [remove, removing] = useMutation(RouteEditor_DeleteMutation, { refetchQueries: REFRESH });
  const problems = validateFirmwareRoute(form);
  const changed = JSON.stringify(form) !== JSON.stringify(initial);
  const set = (field: keyof typeof form) => (value: string | boolean) => {
    setForm((f) => ({ ...f, [field]: value }));
    setMessages([]);
  };
  const label = route.id === null ? 'New route' : `Route ${route.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || problems.length > 0) return;
    try {
      const { data } = await save({ variables: { id: route.id, input: { setId, ...form } } });
      const userErrors = data?.saveFirmwareRoute.userErrors ?? [];
      setMessages(userErrors.map((e) => e.message));
      if (userErrors.length === 0) onDone?.();
    } catch {
      // Shown below.
    }
  };

  const error = saving.error ?? removing.error;
  const shown = changed ? [...problems.map((p) => p.message), ...messages] : messages;
  return (
    <Stack
      as="form"
      onSubmit={submit}
      aria-label={label}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="2.5"
      bg="white"
    >
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="2" alignItems="end">
        <InputField label="IP" placeholder="81.17.240.0/24" value={form.ip} onChange={set('ip')} />
        <InputField
          label="Hub ID"
          inputMode="numeric"
          placeholder="id or serial"
          value={form.hubId}
          onChange={set('hubId')}
        />
        <InputField
          label="Firmware ID"
          inputMode="numeric"
          value={form.firmwareId}
          onChange={set('firmwareId')}
        />
        <InputField label="Comment" value={form.comment} onChange={set('comment')} />
        <Checkbox.Root
          size="sm"
          checked={form.force}
          onCheckedChange={(e) => set('force')(e.checked === true)}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Force</Checkbox.Label>
        </Checkbox.Root>
      </SimpleGrid>
      {shown.map((message) => (
        <Text key={message} color="red.600" fontSize="sm" role="alert">
          {message}
        </Text>
      ))}
      {error && (
        <Text color="red.600" fontSize="sm" role="alert">
          {error.message}
        </Text>
      )}
      <HStack gap="2">
        <Button
          size="xs"
          colorPalette="blue"
          type="submit"
          disabled={!changed || problems.length > 0}
          loading={saving.loading}
        >
          Save
        </Button>
        {route.id === null ? (
          <Button size="xs" variant="outline" type="button" onClick={() => onDone?.()}>
            Cancel
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            type="button"
            loading={removing.loading}
            onClick={() => void remove({ variables: { id: route.id! } }).catch(() => undefined)}
          >
            Delete
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
