import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { FirmwareSetsPage_QueryQuery } from '../../__generated__/graphql';
import type { FormEvent } from 'react';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { FormField, FormMessages, useForm, useFormOpener } from '../../ui/form';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { runEditorSave } from '../../ui/editorSave';
import { SaveFailureNotice, UncertainSaveNotice } from '../../ui/SaveFailureNotice';
import { useStoredCopyRestarts } from '../../ui/useStoredCopyRestarts';
import { usePageTitle } from '../../ui/usePageTitle';
import { ExpandableRowsTable } from './ExpandableRowsTable';
import { FirmwareMenu } from './FirmwareMenu';
import { FirmwareRightNotice } from './FirmwareRightNotice';
import { RouteEditor } from './RouteEditor';
import type { RouteValues } from './RouteEditor';
import { FirmwareSetsPage_Query } from './firmwareSetsQuery';
export { FirmwareSetsPage_Query } from './firmwareSetsQuery';

export const FirmwareSetsPage_RoutesQuery = graphql(`
  query FirmwareSetsPage_RoutesQuery($setId: Int!) {
    firmwareRoutes(setId: $setId) {
      id
      setId
      ip
      hubId
      firmwareId
      force
      comment
      version
    }
  }
`);

export const FirmwareSetsPage_Mutation = graphql(`
  mutation FirmwareSetsPage_Mutation($id: Int, $input: FirmwareSetInput!, $version: Int) {
    updateFirmwareSet(input: { id: $id, firmwareSet: $input, version: $version }) {
      firmwareSet {
        id
        targetFirmwareId
        targetVersion {
          text
        }
        targetName
        version
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type Data = FirmwareSetsPage_QueryQuery;
type FirmwareSet = Data['firmwareSets'][number];

const targetLabel = (firmwares: Data['firmwares'], id: string) => {
  const firmware = firmwares.find((f) => String(f.id) === id);
  return firmware ? `${firmware.version.text} ${firmware.name}` : 'no upgrade target';
};

/** What Save asks before a set's hubs are pointed at another firmware (or at none). */
export function targetQuestion(set: FirmwareSet, firmwares: Data['firmwares'], chosen: string): string {
  const was = targetLabel(firmwares, set.targetFirmwareId === null ? '' : String(set.targetFirmwareId));
  return `Change the default target of ${set.name} from ${was} to ${targetLabel(firmwares, chosen)}? Its hubs follow it.`;
}

/**
 * A set's default target. Keyed by the set's version, so a save (or a Reload after someone else's save)
 * restarts it from the stored copy; the version read is sent back, and a stale one is refused (CONFLICT).
 */
function SetTarget({
  set,
  firmwares,
  onReload,
  onSaved,
  onUncertain,
}: {
  set: FirmwareSet;
  firmwares: Data['firmwares'];
  onReload: () => void;
  onSaved: () => void;
  /** The save got no answer: it may have gone through, so the form starts again from the stored set. */
  onUncertain: () => void;
}) {
  const form = useForm({
    unsaved: 'the firmware set',
    initial: () => ({ targetFirmwareId: set.targetFirmwareId === null ? '' : String(set.targetFirmwareId) }),
  });
  const [save, { loading, error }] = useMutation(FirmwareSetsPage_Mutation);
  // The server's refusals are said beside the select when they name it, else below the form (ui/form).
  const submit = form.handleSubmit(({ targetFirmwareId }) =>
    runEditorSave(
      async () => {
        const { data } = await save({
          variables: {
            id: set.id,
            input: { targetFirmwareId: targetFirmwareId === '' ? null : Number(targetFirmwareId) },
            version: set.version,
          },
        });
        return data?.updateFirmwareSet?.userErrors ?? [];
      },
      { onSaved, onUncertain },
    ),
  );
  return (
    <Stack as="form" aria-label="Default target" gap="2" onSubmit={(e: FormEvent) => e.preventDefault()}>
      {/* Top-aligned, Save level with the select, so a message under the select does not move it. */}
      <HStack align="start" gap="2">
        <Box w="16rem">
          <FormField label="Default target" error={form.errorFor('targetFirmwareId')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={form.values.targetFirmwareId}
                onChange={(e) => form.set('targetFirmwareId', e.target.value)}
              >
                <option value="">No upgrade target</option>
                {firmwares.map((f) => (
                  <option key={f.id} value={f.id}>
                    {`${f.version.text} ${f.name}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        {/* The form has no rules of its own (valid throughout): Save waits for a change only. Every hub of
            the set follows its target, and a hub once upgraded stays so: Save asks first. */}
        <Box mt="23px">
          <ConfirmAction
            question={targetQuestion(set, firmwares, form.values.targetFirmwareId)}
            confirmLabel="Change"
            onConfirm={() => void submit()}
          >
            {(ask) => (
              <Button
                size="sm"
                colorPalette="blue"
                type="button"
                disabled={!form.changed}
                loading={loading}
                onClick={ask}
              >
                Save
              </Button>
            )}
          </ConfirmAction>
        </Box>
      </HStack>
      {error && <SaveFailureNotice error={error} what="default target" onReload={onReload} />}
      <FormMessages errors={form.formErrors} />
    </Stack>
  );
}

/**
 * The routes as staff without the "firmwares" right see them: a plain table, in a box of its own that
 * scrolls sideways when its six columns are wider than the set's detail (a phone), instead of running out
 * past the detail's edge.
 */
function RoutesTable({ routes }: { routes: Array<Omit<RouteValues, 'id'> & { id: number }> }) {
  if (routes.length === 0) return <Text color="fg.muted">No routes.</Text>;
  return (
    <Table.ScrollArea role="region" aria-label="Routes" tabIndex={0}>
      <Table.Root size="sm" aria-label="Routes">
        <Table.Header>
          <Table.Row>
            {['Route', 'IP', 'Hub ID', 'Firmware ID', 'Force', 'Comment'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {routes.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{r.id}</Table.Cell>
              <Table.Cell fontFamily="mono">{r.ip ?? ''}</Table.Cell>
              <Table.Cell>{r.hubId ?? ''}</Table.Cell>
              <Table.Cell>{r.firmwareId ?? ''}</Table.Cell>
              <Table.Cell>{r.force ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell>{r.comment ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function SetRoutes({ setId, canEdit }: { setId: number; canEdit: boolean }) {
  const { data, error, refetch } = useQuery(FirmwareSetsPage_RoutesQuery, { variables: { setId } });
  const [adding, setAdding] = useState(false);
  // Closed (Cancel, or saved), the new route's form gives the focus back to Add Route (ui/form/formOpener).
  const addButton = useFormOpener(adding);
  // A new route's save that got no answer closes its form once the set's routes as stored now are in.
  const restarts = useStoredCopyRestarts<number | 'new'>();
  return (
    <QueryContent
      data={data}
      error={error}
      errorTitle="The routes could not be loaded."
      onRetry={() => void refetch()}
    >
      {({ firmwareRoutes }) => (
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">{`Routes (${firmwareRoutes.length})`}</Text>
          {!canEdit && <RoutesTable routes={firmwareRoutes} />}
          {canEdit && restarts.uncertain('new') && <UncertainSaveNotice what="new route" />}
          {canEdit &&
            firmwareRoutes.map((route) => (
              <Stack key={route.id} gap="0">
                {restarts.uncertain(route.id) && <UncertainSaveNotice what="route" />}
                <RouteEditor
                  key={`${route.version}:${restarts.restarts(route.id)}`}
                  setId={setId}
                  route={route}
                  onSaved={() => restarts.saved(route.id)}
                  onUncertain={() => restarts.restart(route.id, refetch)}
                />
              </Stack>
            ))}
          {!canEdit ? null : adding ? (
            <RouteEditor
              setId={setId}
              route={{ id: null, ip: null, hubId: null, firmwareId: null, force: false, comment: null }}
              onDone={() => setAdding(false)}
              onUncertain={() =>
                restarts.restart('new', async () => {
                  await refetch();
                  setAdding(false);
                })
              }
            />
          ) : (
            <HStack>
              <Button
                ref={addButton}
                size="xs"
                variant="outline"
                onClick={() => {
                  restarts.saved('new');
                  setAdding(true);
                }}
              >
                Add Route
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </QueryContent>
  );
}

/** /firmwaresets (spec 1 §2): the sets with their target; a set expands to its target and routes. */
export default function FirmwareSetsPage() {
  usePageTitle('Firmware Sets');
  const { data, error, refetch } = useQuery(FirmwareSetsPage_Query);
  const targetRestarts = useStoredCopyRestarts<number>();
  return (
    <Stack gap="4">
      <Heading as="h1" size="md">
        Firmware Sets
      </Heading>
      <FirmwareMenu />
      <Panel title="Sets">
        <QueryContent
          data={data}
          error={error}
          errorTitle="The firmware sets could not be loaded."
          onRetry={() => void refetch()}
        >
          {({ firmwareSets, firmwares, canEditFirmware }) => (
            <Stack gap="3">
              {!canEditFirmware && <FirmwareRightNotice />}
              <ExpandableRowsTable
                label="Firmware sets"
                columns={['FWSetID', 'Name', 'Target']}
                rows={firmwareSets}
                cells={(set) => (
                  <>
                    <Table.Cell fontFamily="mono">{set.id}</Table.Cell>
                    <Table.Cell>{set.name}</Table.Cell>
                    <Table.Cell>
                      {set.targetVersion
                        ? `${set.targetVersion.text} ${set.targetName ?? ''}`
                        : 'No upgrade target available'}
                    </Table.Cell>
                  </>
                )}
                detail={(set) => (
                  <Stack gap="3" py="2">
                    {canEditFirmware ? (
                      <Stack gap="0">
                        {targetRestarts.uncertain(set.id) && <UncertainSaveNotice what="default target" />}
                        <SetTarget
                          key={`${set.version}:${targetRestarts.restarts(set.id)}`}
                          set={set}
                          firmwares={firmwares}
                          onReload={() => void refetch()}
                          onSaved={() => targetRestarts.saved(set.id)}
                          onUncertain={() => targetRestarts.restart(set.id, refetch)}
                        />
                      </Stack>
                    ) : (
                      <Text fontSize="sm">
                        {`Default target: ${set.targetVersion ? `${set.targetVersion.text} ${set.targetName ?? ''}` : 'No upgrade target available'}`}
                      </Text>
                    )}
                    <SetRoutes setId={set.id} canEdit={canEditFirmware} />
                  </Stack>
                )}
              />
            </Stack>
          )}
        </QueryContent>
      </Panel>
    </Stack>
  );
}
