import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FIRMWARE_MESSAGES, validateFirmwareRoute } from '@hub/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../__generated__';
import { CancelButton } from '../../ui/DiscardFirst';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { runEditorSave } from '../../ui/editorSave';
import {
  CheckboxField,
  FormMessages,
  SaveChangeButton,
  TextField,
  useFocusFirstField,
  useForm,
} from '../../ui/form';
import { SaveFailureNotice } from '../../ui/SaveFailureNotice';
import { FirmwareSetsPage_RoutesQuery } from './FirmwareSetsPage';

export const RouteEditor_SaveMutation = graphql(`
  mutation RouteEditor_SaveMutation($id: Int, $input: FirmwareRouteInput!, $version: Int) {
    saveFirmwareRoute(input: { id: $id, route: $input, version: $version }) {
      route {
        id
        setId
        ip
        hubId
        firmwareId
        force
        comment
        version
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
    deleteFirmwareRoute(input: { id: $id }) {
      deletedRouteId
      userErrors {
        field
        message
      }
    }
  }
`);

export interface RouteValues {
  id: number | null;
  ip: string | null;
  hubId: number | null;
  firmwareId: number | null;
  force: boolean;
  comment: string | null;
  /** The stored route's version as read (none for a new route); a save from a stale copy is CONFLICT. */
  version?: number;
}

function formOf(route: RouteValues) {
  return {
    ip: route.ip ?? '',
    hubId: route.hubId === null ? '' : String(route.hubId),
    firmwareId: route.firmwareId === null ? '' : String(route.firmwareId),
    force: route.force,
    comment: route.comment ?? '',
  };
}

const LABELS = { ip: 'IP', hubId: 'Hub ID', firmwareId: 'Firmware ID' };

/** The set's route count (shown in the sets list) after a route was added (+1) or deleted (-1). */
function countRoutes(cache: ApolloCache, setId: number, change: number) {
  cache.modify<{ routeCount: number }>({
    id: cache.identify({ __typename: 'FirmwareSet', id: setId }),
    fields: { routeCount: (count) => count + change },
  });
}
// "Only one of …" and "One of … must be set" are about the three fields together, so they are said for
// the route once anything changed, not beside IP.
const CROSS_FIELD: readonly string[] = [FIRMWARE_MESSAGES.onlyOne, FIRMWARE_MESSAGES.oneRequired];

/**
 * One route (or a new one): exactly one of IP / Hub ID / Firmware ID; Save disabled without a change. A
 * new route's form, opened by Add Route, moves the focus as every inline form does (ui/form/inlineForm):
 * into IP on opening. A stored route's editor is always open with its set, so it takes no focus.
 */
export function RouteEditor({
  setId,
  route,
  onDone,
  onSaved,
  onUncertain,
}: {
  setId: number;
  route: RouteValues;
  /** A new route's form is done with: saved, or cancelled. */
  onDone?: () => void;
  /** A save was taken. */
  onSaved?: () => void;
  /** The save got no answer: it may have gone through, so the set's stored routes are to be shown. */
  onUncertain?: () => void;
}) {
  const form = useForm({
    initial: () => formOf(route),
    validate: validateFirmwareRoute,
    labels: LABELS,
    // A new route is named apart from the set's stored routes, whose editors are open beside it.
    unsaved: route.id === null ? 'the new firmware route' : 'the firmware route',
  });
  // The cache is updated from each answer instead of asking for the set's routes and every set again: an
  // edited route updates FirmwareRoute:{id} by itself; a new or deleted one changes the set's list and count.
  const [save, saving] = useMutation(RouteEditor_SaveMutation, {
    update(cache, { data }) {
      const saved = data?.saveFirmwareRoute?.route;
      if (!saved || route.id !== null) return;
      cache.updateQuery({ query: FirmwareSetsPage_RoutesQuery, variables: { setId } }, (list) =>
        list ? { firmwareRoutes: [...list.firmwareRoutes, saved] } : list,
      );
      countRoutes(cache, setId, +1);
    },
  });
  const [remove, removing] = useMutation(RouteEditor_DeleteMutation, {
    update(cache, { data }) {
      const deleted = data?.deleteFirmwareRoute?.deletedRouteId;
      if (deleted === null || deleted === undefined) return;
      cache.updateQuery({ query: FirmwareSetsPage_RoutesQuery, variables: { setId } }, (list) =>
        list ? { firmwareRoutes: list.firmwareRoutes.filter((r) => r.id !== deleted) } : list,
      );
      cache.evict({ id: cache.identify({ __typename: 'FirmwareRoute', id: deleted }) });
      countRoutes(cache, setId, -1);
    },
  });
  const [deleteRefused, setDeleteRefused] = useState<string | null>(null);
  const client = useApolloClient();
  // After a conflict the person asks for the stored copy: this set's routes only (not every open set's
  // list, as refetching by document did). The answer lands in the cache, and the list keys each editor by
  // its version, so the edit restarts from the stored copy.
  const reload = () =>
    void client
      .query({ query: FirmwareSetsPage_RoutesQuery, variables: { setId }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  const label = route.id === null ? 'New route' : `Route ${route.id}`;
  const focusFirstField = useFocusFirstField();
  const crossField = form.changed ? form.problems.filter((p) => CROSS_FIELD.includes(p.message)) : [];
  const field = (name: 'ip' | 'hubId' | 'firmwareId') => {
    const bound = form.bind(name);
    return { ...bound, error: bound.error && CROSS_FIELD.includes(bound.error) ? undefined : bound.error };
  };

  const submit = form.handleSubmit((values) => {
    if (!form.changed) return [];
    return runEditorSave(
      async () => {
        const { data } = await save({
          variables: { id: route.id, input: { setId, ...values }, version: route.version },
        });
        return data?.saveFirmwareRoute?.userErrors ?? [];
      },
      {
        onSaved: () => {
          onSaved?.();
          onDone?.();
        },
        onUncertain: () => onUncertain?.(),
      },
    );
  });

  return (
    <Stack
      as="form"
      ref={route.id === null ? focusFirstField : undefined}
      onSubmit={(e: FormEvent) => void submit(e)}
      aria-label={label}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="2.5"
      bg="white"
    >
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="2" alignItems="start">
        <TextField label={LABELS.ip} placeholder="e.g. 81.17.240.0/24" {...field('ip')} />
        <TextField
          label={LABELS.hubId}
          inputMode="numeric"
          placeholder="a hub id or serial"
          {...field('hubId')}
        />
        <TextField label={LABELS.firmwareId} inputMode="numeric" {...field('firmwareId')} />
        <TextField label="Comment" {...form.bind('comment')} />
        <CheckboxField
          label="Force"
          checked={form.values.force}
          onChange={(checked) => form.set('force', checked)}
        />
      </SimpleGrid>
      <FormMessages errors={[...crossField.map((p) => p.message), ...form.formErrors]} />
      {saving.error && <SaveFailureNotice error={saving.error} what="route" onReload={reload} />}
      {(removing.error ?? deleteRefused) && (
        <Text color="red.600" fontSize="sm" role="alert">
          {removing.error?.message ?? deleteRefused}
        </Text>
      )}
      <HStack gap="2">
        <SaveChangeButton form={form} loading={saving.loading} size="xs" />
        {route.id === null ? (
          <CancelButton form={form} size="xs" onCancel={() => onDone?.()} />
        ) : (
          <ConfirmAction
            question={`Delete route ${route.id}?`}
            confirmLabel="Delete"
            onConfirm={() =>
              void remove({ variables: { id: route.id! } })
                .then(({ data }) => {
                  // Deleted by someone else since the list was read: said, and the set's routes read again.
                  const refused = data?.deleteFirmwareRoute?.userErrors[0]?.message;
                  if (refused !== undefined) {
                    setDeleteRefused(`The route was not deleted: ${refused}`);
                    reload();
                  }
                })
                .catch(() => undefined)
            }
          >
            {(ask) => (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                type="button"
                loading={removing.loading}
                onClick={ask}
              >
                Delete
              </Button>
            )}
          </ConfirmAction>
        )}
      </HStack>
    </Stack>
  );
}
