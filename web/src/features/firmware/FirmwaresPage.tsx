import { useMutation, useQuery } from '@apollo/client/react';
import { validateFirmwareDetails } from '@hub/domain';
import { DataList, Field, HStack, Heading, NativeSelect, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import type { FirmwaresPage_QueryQuery } from '../../__generated__/graphql';
import {
  CheckboxField,
  FormMessages,
  SaveChangeButton,
  submitOnlyAChange,
  TextField,
  useForm,
} from '../../ui/form';
import { formatNumber } from '../../ui/formatting';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { runEditorSave } from '../../ui/editorSave';
import { SaveFailureNotice, UncertainSaveNotice } from '../../ui/SaveFailureNotice';
import { useStoredCopyRestarts } from '../../ui/useStoredCopyRestarts';
import { usePageTitle } from '../../ui/usePageTitle';
import { ExpandableRowsTable, WhenCell } from './ExpandableRowsTable';
import { FirmwareMenu } from './FirmwareMenu';
import { FirmwareRightNotice } from './FirmwareRightNotice';
import { FirmwaresPage_Query } from './firmwaresQuery';
export { FirmwaresPage_Query } from './firmwaresQuery';

export const FirmwaresPage_Mutation = graphql(`
  mutation FirmwaresPage_Mutation($id: Int, $input: FirmwareInput!, $editVersion: Int) {
    updateFirmware(input: { id: $id, firmware: $input, editVersion: $editVersion }) {
      firmware {
        ...FirmwaresPage_Firmware
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type Data = FirmwaresPage_QueryQuery;
type Firmware = Data['firmwares'][number];

function formOf(f: Firmware) {
  return {
    name: f.name,
    fwName: f.fwName ?? '',
    author: f.author ?? '',
    comment: f.comment ?? '',
    setId: f.setId === null ? '' : String(f.setId),
    stable: f.stable,
    breakingChange: f.breakingChange,
    uri: f.uri ?? '',
    hashType: f.hashType ?? '',
    hash: f.hash ?? '',
    size: f.size === null ? '' : String(f.size),
  };
}

const TEXT_FIELDS = [
  ['name', 'Name'],
  ['fwName', 'File name'],
  ['author', 'Author'],
  ['comment', 'Comment'],
  ['uri', 'URI'],
  ['hashType', 'Hash type'],
  ['hash', 'Hash'],
  ['size', 'Size (bytes)'],
] as const;

/** What staff without the "firmwares" right see of a release: its details, nothing to type into. */
function FirmwareDetails({ firmware }: { firmware: Firmware }) {
  const rows: Array<[string, string]> = [
    ['File name', firmware.fwName ?? ''],
    ['Author', firmware.author ?? ''],
    ['Comment', firmware.comment ?? ''],
    ['Set', firmware.setName ?? ''],
    ['Stable', firmware.stable ? 'Yes' : 'No'],
    ['Breaking change', firmware.breakingChange ? 'Yes' : 'No'],
    ['URI', firmware.uri ?? ''],
    ['Hash type', firmware.hashType ?? ''],
    ['Hash', firmware.hash ?? ''],
    ['Size', firmware.size === null ? '' : `${formatNumber(firmware.size)} bytes`],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1" py="2" aria-label={`Firmware ${firmware.id}`}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * A release's edit form. Keyed by the record's editVersion, so a Reload after someone else's save restarts
 * it from the stored copy; the editVersion read is sent back and a stale one is refused (CONFLICT).
 */
function FirmwareEditor({
  firmware,
  sets,
  onReload,
  onSaved,
  onUncertain,
}: {
  firmware: Firmware;
  sets: Data['firmwareSets'];
  onReload: () => void;
  onSaved: () => void;
  /** The save got no answer: it may have gone through, so the editor starts again from the stored copy. */
  onUncertain: () => void;
}) {
  const form = useForm({
    unsaved: 'the firmware',
    initial: () => formOf(firmware),
    // A name (blank or spaces only is none), each text within its limit, where hubs download the release
    // and how they check it: the domain's rules, which the gateway and fleet-api hold too.
    validate: validateFirmwareDetails,
  });
  const [save, { loading, error }] = useMutation(FirmwaresPage_Mutation);

  // The server's refusals (a release needs a name) are said beside the field they name (ui/form).
  const submit = form.handleSubmit((values) =>
    runEditorSave(
      async () => {
        const { data } = await save({
          variables: {
            id: firmware.id,
            input: {
              ...values,
              setId: values.setId === '' ? null : Number(values.setId),
              size: values.size === '' ? null : Number(values.size),
            },
            editVersion: firmware.editVersion,
          },
        });
        return data?.updateFirmware?.userErrors ?? [];
      },
      { onSaved, onUncertain },
    ),
  );

  return (
    <Stack gap="3" py="2">
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {[
          ['URI', firmware.uri],
          ['Hash type', firmware.hashType],
          ['Hash', firmware.hash],
          ['Size', firmware.size === null ? '' : `${formatNumber(firmware.size)} bytes`],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
              {value ?? ''}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack as="form" onSubmit={submitOnlyAChange(form, submit)} aria-label="Edit firmware" gap="2.5">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="2.5" alignItems="start">
          {TEXT_FIELDS.map(([field, label]) => (
            <TextField key={field} label={label} {...form.bind(field)} />
          ))}
          <Field.Root>
            <Field.Label>Set</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={form.values.setId}
                onChange={(e) => form.set('setId', e.target.value)}
              >
                <option value="">—</option>
                {sets.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <CheckboxField
            label="Stable"
            checked={form.values.stable}
            onChange={(checked) => form.set('stable', checked)}
          />
          <CheckboxField
            label="Breaking change"
            checked={form.values.breakingChange}
            onChange={(checked) => form.set('breakingChange', checked)}
          />
        </SimpleGrid>
        {error && <SaveFailureNotice error={error} what="firmware" onReload={onReload} />}
        <FormMessages errors={form.formErrors} />
        <HStack>
          <SaveChangeButton form={form} loading={loading} />
        </HStack>
      </Stack>
    </Stack>
  );
}

/** /firmwares (spec 1 §2): every release; a row expands to its file details and an edit form. */
export default function FirmwaresPage() {
  usePageTitle('Firmwares');
  const { data, error, refetch } = useQuery(FirmwaresPage_Query);
  const restarts = useStoredCopyRestarts<number>();
  return (
    <Stack gap="4">
      <Heading as="h1" size="md">
        Firmwares
      </Heading>
      <FirmwareMenu />
      <Panel title="Firmwares">
        <QueryContent
          data={data}
          error={error}
          errorTitle="The firmwares could not be loaded."
          onRetry={() => void refetch()}
        >
          {({ firmwares, firmwareSets, canEditFirmware }) => (
            <Stack gap="3">
              {!canEditFirmware && <FirmwareRightNotice />}
              <ExpandableRowsTable
                label="Firmwares"
                columns={['Version', 'Name', 'Stable', 'Created', 'Set']}
                rows={firmwares}
                cells={(f) => (
                  <>
                    <Table.Cell fontFamily="mono">{f.version.text}</Table.Cell>
                    <Table.Cell>{f.name}</Table.Cell>
                    <Table.Cell>{f.stable ? 'Yes' : 'No'}</Table.Cell>
                    <WhenCell iso={f.created} />
                    <Table.Cell>{f.setName ?? ''}</Table.Cell>
                  </>
                )}
                detail={(f) =>
                  canEditFirmware ? (
                    <>
                      {restarts.uncertain(f.id) && <UncertainSaveNotice what="firmware" />}
                      <FirmwareEditor
                        key={`${f.editVersion}:${restarts.restarts(f.id)}`}
                        firmware={f}
                        sets={firmwareSets}
                        onReload={() => void refetch()}
                        onSaved={() => restarts.saved(f.id)}
                        onUncertain={() => restarts.restart(f.id, refetch)}
                      />
                    </>
                  ) : (
                    <FirmwareDetails firmware={f} />
                  )
                }
              />
            </Stack>
          )}
        </QueryContent>
      </Panel>
    </Stack>
  );
}
