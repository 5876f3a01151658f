import { DoesNotExist } from '../../ui/DoesNotExist';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, CloseButton, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import type { FieldError } from '@hub/domain';
import { FUEL_FILL_DELETED, toDecimalOrNull, validateFuelFill } from '@hub/domain';
import { Fragment, useRef, useState } from 'react';
import type { Reference } from '@apollo/client';
import { graphql } from '../../__generated__';
import { CancelButton } from '../../ui/DiscardFirst';
import { ConfirmQuestion } from '../../ui/ConfirmAction';
import {
  CheckboxField,
  DateField,
  FormMessages,
  SaveChangeButton,
  submitOnlyAChange,
  TextField,
  unreadableDate,
  useFocusFirstField,
  useForm,
  useFormOpener,
} from '../../ui/form';
import { formatDateTime } from '../../ui/formatting';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { formatNumber, toLocalInput } from './format';
import { HubOilPage_Query } from './oilQuery';
import { writeFailureText } from '../../ui/saveFailureKind';

export const FuelFillsPanel_hub = graphql(`
  fragment FuelFillsPanel_hub on Hub {
    boilerDetails {
      hubId
      tankCapacity
    }
    fuelFills {
      hubId
      fillTimestamp
      fillAmount
      tankFilled
    }
  }
`);

export const FuelFillsPanel_AddMutation = graphql(`
  mutation FuelFillsPanel_AddMutation($hubId: Int!, $input: FuelFillInput!) {
    addFuelFill(input: { hubId: $hubId, fuelFill: $input }) {
      fuelFill {
        hubId
        fillTimestamp
        fillAmount
        tankFilled
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const FuelFillsPanel_DeleteMutation = graphql(`
  mutation FuelFillsPanel_DeleteMutation($hubId: Int!, $fillTimestamp: DateTime!) {
    deleteFuelFill(input: { hubId: $hubId, fillTimestamp: $fillTimestamp }) {
      deletedFillTimestamp
      message
      userErrors {
        message
      }
    }
  }
`);

// The form's fields carry the domain's names, so validateFuelFill's messages land beside them (ui/form).
type FillValues = {
  /** Local "YYYY-MM-DDTHH:mm" from the DateField, or the text typed while it cannot be read. */
  fillTimestamp: string;
  fillAmount: string;
  tankFilled: boolean;
};

const FILL_LABELS = { fillTimestamp: 'Date and time', fillAmount: 'Amount (litres)' } as const;

/**
 * The domain's rules, and first the date field's own: a text it cannot read (e.g. "2027", which `new Date()`
 * would take as 1 Jan 2027) is refused beside it in the words every date field uses, and Save waits.
 */
function validateFill(hubId: number, values: FillValues, tankCapacity: number | null): FieldError[] {
  const unreadable = unreadableDate('fillTimestamp', FILL_LABELS.fillTimestamp, values.fillTimestamp, true);
  return [
    ...(unreadable ? [unreadable] : []),
    ...validateFuelFill({
      hubId,
      fillAmount: values.fillAmount,
      fillTimestamp: isoOf(values.fillTimestamp),
      tankCapacity,
    }),
  ];
}

/** The fill's time as an ISO string, or null when the box is empty or cannot be read as a time. */
function isoOf(fillTimestamp: string): string | null {
  const when = fillTimestamp ? new Date(fillTimestamp) : null;
  return when && !Number.isNaN(when.getTime()) ? when.toISOString() : null;
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}

/** The new-row form: date and time, litres, "Tank was filled"; Save once changed and valid (spec 1 §5). */
function FillRowForm({
  hubId,
  tankCapacity,
  onDone,
  onError,
}: {
  hubId: number;
  /** The boiler's tank capacity in litres, when known: a fill cannot be more. */
  tankCapacity: number | null;
  onDone: () => void;
  onError: (m: string) => void;
}) {
  const form = useForm<FillValues>({
    unsaved: 'the fuel fill',
    initial: () => ({ fillTimestamp: toLocalInput(new Date()), fillAmount: '', tankFilled: false }),
    validate: (values) => validateFill(hubId, values, tankCapacity),
    labels: FILL_LABELS,
    // Spec 1 §5: "once changed", every message shows, not only the changed field's.
    speakOnceChanged: true,
  });
  const [add, { loading }] = useMutation(FuelFillsPanel_AddMutation, {
    // The new fill goes into the hub's cached list, newest first, instead of asking for the list again.
    update(cache, { data }) {
      const fill = data?.addFuelFill?.fuelFill;
      if (!fill) return;
      cache.modify<{ fuelFills: Reference[] }>({
        id: cache.identify({ __typename: 'Hub', id: hubId }),
        fields: {
          fuelFills: (existing, { toReference, readField }) => {
            const added = toReference({
              __typename: 'FuelFill',
              hubId: fill.hubId,
              fillTimestamp: fill.fillTimestamp,
            });
            if (!added) return existing;
            const others = existing.filter((ref) => readField('fillTimestamp', ref) !== fill.fillTimestamp);
            return [...others, added].sort((a, b) =>
              String(readField('fillTimestamp', b)).localeCompare(String(readField('fillTimestamp', a))),
            );
          },
        },
      });
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const fillTimestamp = isoOf(values.fillTimestamp);
    if (!fillTimestamp) return;
    try {
      const { data } = await add({
        variables: {
          hubId,
          input: {
            fillTimestamp,
            fillAmount: toDecimalOrNull(values.fillAmount),
            tankFilled: values.tankFilled,
          },
        },
      });
      const userErrors = data?.addFuelFill?.userErrors ?? [];
      // Spec 1 §8: save errors are appended to the panel's list (not beside the fields).
      for (const e of userErrors) onError(e.message);
      if (userErrors.length === 0) onDone();
    } catch (error) {
      onError(writeFailureText(error as Error, 'The fill may have been saved.'));
    }
  });
  const focusFirstField = useFocusFirstField();
  // The hub id is not a field of this form: its message (should the tab's hub be unusable) stands below.
  const hubProblem = form.errorFor('hubId');

  return (
    <Stack
      as="form"
      ref={focusFirstField}
      onSubmit={submitOnlyAChange(form, submit)}
      gap="2"
      aria-label="New fuel fill"
      borderWidth="1px"
      rounded="md"
      p="3"
    >
      {/* Spec 1 §5 texts, each beside the field it is about (ui/form), once the form has been changed. */}
      <HStack gap="3" wrap="wrap" align="start">
        {/* A form field fills its row (Field.Root is 100% wide): each is boxed to its width, so the three
            share one row, and a message under one wraps within its box without moving the others. */}
        <Box w="12rem">
          <DateField label={FILL_LABELS.fillTimestamp} withTime {...form.bind('fillTimestamp')} />
        </Box>
        <Box w="8rem">
          <TextField label={FILL_LABELS.fillAmount} inputMode="decimal" {...form.bind('fillAmount')} />
        </Box>
        <CheckboxField
          label="Tank was filled"
          checked={form.values.tankFilled}
          onChange={(checked) => form.set('tankFilled', checked)}
        />
      </HStack>
      <FormMessages errors={hubProblem ? [hubProblem] : []} />
      <HStack gap="2">
        <CancelButton form={form} onCancel={onDone} />
        <SaveChangeButton form={form} loading={loading} />
      </HStack>
    </Stack>
  );
}

/** Spec 1 §2 Fuel Fills: Date, Amount, Full?, an add icon for a new row and a delete icon per row. */
export function FuelFillsPanel({ hubId }: { hubId: number }) {
  const { data, previousData, error, refetch } = useQuery(HubOilPage_Query, { variables: { hubId } });
  const [remove, removing] = useMutation(FuelFillsPanel_DeleteMutation, {
    // The deleted fill leaves the hub's cached list (and the cache), instead of asking for the list again.
    update(cache, { data }) {
      const deleted = data?.deleteFuelFill?.deletedFillTimestamp;
      if (!deleted) return;
      cache.evict({ id: cache.identify({ __typename: 'FuelFill', hubId, fillTimestamp: deleted }) });
      cache.gc();
    },
  });
  const [adding, setAdding] = useState(false);
  // Closed, the new-row form gives the focus back to the add icon (ui/form/formOpener).
  const addButton = useFormOpener(adding);
  // The fill whose delete asks first: its question is a row of its own under the fill, across the columns,
  // so the rows keep their widths (in the × cell it squeezed the Date column onto two lines in every row).
  const [confirming, setConfirming] = useState<string | null>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const [notes, setNotes] = useState<Array<{ text: string; error: boolean }>>([]);

  const onDelete = async (fillTimestamp: string) => {
    try {
      const { data: result } = await remove({ variables: { hubId, fillTimestamp } });
      const refused = result?.deleteFuelFill?.userErrors[0]?.message;
      if (refused !== undefined) {
        // Deleted by someone else since the list was read: said, and the list read again.
        setNotes((current) => [...current, { text: `The fill was not deleted: ${refused}`, error: true }]);
        void refetch();
        return;
      }
      const message = result?.deleteFuelFill?.message;
      setNotes([{ text: message ?? FUEL_FILL_DELETED, error: false }]);
    } catch (failure) {
      const text = writeFailureText(failure as Error, 'The fill may have been deleted.');
      setNotes((current) => [...current, { text, error: true }]);
    }
  };

  return (
    <Panel
      title="Fuel Fills"
      actions={
        <IconButton
          ref={addButton}
          size="xs"
          variant="outline"
          aria-label="Add fuel fill"
          onClick={() => setAdding(true)}
          disabled={adding}
        >
          <PlusIcon />
        </IconButton>
      }
    >
      <Stack gap="3">
        {adding && (
          <FillRowForm
            hubId={hubId}
            tankCapacity={data?.hub?.boilerDetails?.tankCapacity ?? null}
            onDone={() => setAdding(false)}
            onError={(text) => setNotes((current) => [...current, { text, error: true }])}
          />
        )}
        <QueryContent
          data={data}
          previousData={previousData}
          error={error}
          errorTitle="The fuel fills could not be loaded."
          onRetry={() => void refetch()}
        >
          {({ hub }) =>
            !hub ? (
              <DoesNotExist what="Hub" id={hubId} />
            ) : hub.fuelFills.length === 0 ? (
              <Text color="fg.muted">No fuel fills recorded.</Text>
            ) : (
              <Table.Root size="sm" aria-label="Fuel fills" maxW="40rem">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                    <Table.ColumnHeader>Full?</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {hub.fuelFills.map((fill) => {
                    const when = formatDateTime(fill.fillTimestamp);
                    return (
                      <Fragment key={fill.fillTimestamp}>
                        <Table.Row>
                          <Table.Cell whiteSpace="nowrap">{when}</Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {`${formatNumber(fill.fillAmount)} l`}
                          </Table.Cell>
                          <Table.Cell>{fill.tankFilled ? 'Yes' : 'No'}</Table.Cell>
                          <Table.Cell textAlign="end">
                            <CloseButton
                              ref={(button) => {
                                if (button) deleteButtons.current.set(fill.fillTimestamp, button);
                                else deleteButtons.current.delete(fill.fillTimestamp);
                              }}
                              size="2xs"
                              aria-label={`Delete fuel fill of ${when}`}
                              disabled={removing.loading}
                              onClick={() => setConfirming(fill.fillTimestamp)}
                            />
                          </Table.Cell>
                        </Table.Row>
                        {confirming === fill.fillTimestamp && (
                          <Table.Row>
                            <Table.Cell colSpan={4}>
                              <ConfirmQuestion
                                question={`Delete the fuel fill of ${when}?`}
                                confirmLabel="Delete"
                                onConfirm={() => {
                                  setConfirming(null);
                                  void onDelete(fill.fillTimestamp);
                                }}
                                onKeep={() => {
                                  setConfirming(null);
                                  deleteButtons.current.get(fill.fillTimestamp)?.focus();
                                }}
                              />
                            </Table.Cell>
                          </Table.Row>
                        )}
                      </Fragment>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            )
          }
        </QueryContent>
        {notes.map((note, i) => (
          <Text key={`${i}:${note.text}`} color={note.error ? 'red.600' : 'green.700'} role="status">
            {note.text}
          </Text>
        ))}
      </Stack>
    </Panel>
  );
}
