import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  parseHubIdList,
  SEAI_GROUPS_OFFERED,
  STOCK_NUMBER_LABELS,
  stockChangeFailedMessage,
  validateStockModify,
} from '@hub/domain';
import type { FieldError } from '@hub/domain';
import type { FormEvent, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { ModifyStockPayloadFieldsFragment, StockChangesInput } from '../../__generated__/graphql';
import { describeError } from '../../app/apollo/errors';
import { CancelButton, DiscardFirst } from '../../ui/DiscardFirst';
import { DateField, FormMessages, TextField, useFocusFirstField, useForm } from '../../ui/form';
import { formatCount, formatDate } from '../../ui/formatting';
import { LookupSelect } from '../lookup/LookupSelect';
import { followTicks, type TickedRows } from './followTicks';
import { StockTable } from './StockTable';
import { writeFailureText } from '../../ui/saveFailureKind';

graphql(`
  fragment ModifyStockPayloadFields on ModifyStockPayload {
    plan {
      hubs {
        hubId
        serial
        changes {
          field
          oldText
          newText
        }
      }
      missingHubIds
      unchangedHubIds
    }
    userErrors {
      field
      message
    }
  }
`);

export const ModifyStockPanel_Preview = graphql(`
  mutation ModifyStockPanel_Preview($input: ModifyStockInput!) {
    previewStockModify(input: $input) {
      ...ModifyStockPayloadFields
    }
  }
`);

export const ModifyStockPanel_Apply = graphql(`
  mutation ModifyStockPanel_Apply($input: ModifyStockInput!) {
    modifyStock(input: $input) {
      ...ModifyStockPayloadFields
    }
  }
`);

// Who to ask when a change fails (spec 2 §8 "{name}"); set at build time (docs/domain.md).
const STOCK_CONTACT: string =
  (import.meta.env['VITE_STOCK_CONTACT'] as string | undefined) || 'the stock team';

type FormKey = keyof StockChangesInput;
type Form = Record<FormKey, string> & { hubIds: string };

const EMPTY: Form = {
  hubIds: '',
  stockStatusId: '',
  stockLocationId: '',
  officeStatusId: '',
  customerTypeId: '',
  installationStateId: '',
  installerId: '',
  shipmentNumber: '',
  cartonNumber: '',
  stockDocketNumber: '',
  installed: '',
  dispatched: '',
  seaiTrialGroup: '',
};

const DATE_KEYS = new Set<FormKey>(['installed', 'dispatched']);

function toChanges(form: Form): StockChangesInput {
  const out: Record<string, number | string | null> = {};
  for (const key of Object.keys(EMPTY) as (keyof Form)[]) {
    if (key === 'hubIds') continue;
    const text = form[key].trim();
    out[key] = text === '' ? null : DATE_KEYS.has(key) ? text : Number(text);
  }
  return out as StockChangesInput;
}

export const NO_HUB_IDS_MESSAGE = 'Hub ids: give at least one hub id or serial.';

/** Every message that blocks Preview and Apply: the hub ids, and the spec's three date messages. */
function validateForm(form: Form): FieldError[] {
  const problems: FieldError[] = [];
  const { hubIds, invalid } = parseHubIdList(form.hubIds);
  if (invalid.length > 0)
    problems.push({ field: 'hubIds', message: `Not a hub id or serial: ${invalid.join(', ')}` });
  else if (hubIds.length === 0) problems.push({ field: 'hubIds', message: NO_HUB_IDS_MESSAGE });
  // Typed numbers: "abc" would otherwise be sent as nothing (silently left as is) and "12.5" refused by
  // the API with a GraphQL message instead of a word beside the field. One too large to store is a whole
  // number all the same: validateStockModify says so ("Carton must be at most 2,147,483,647.").
  for (const key of TYPED_NUMBERS) {
    const text = form[key].trim();
    if (text !== '' && !/^\d+$/.test(text))
      problems.push({ field: key, message: `${FIELD_LABELS[key]} must be a whole number.` });
  }
  const changes = toChanges(form);
  problems.push(...validateStockModify({ ...changes, stockOfficeStatusId: changes.officeStatusId }));
  return problems;
}

/** The fields typed as text that must hold a whole number (the others are picked from lists). */
const TYPED_NUMBERS = ['cartonNumber', 'stockDocketNumber'] as const;

// The numbers' labels are the domain's, which its messages use ("Carton must be at most …"); the form
// names office status officeStatusId.
const FIELD_LABELS: Record<string, string> = {
  hubIds: 'Hub ids',
  ...STOCK_NUMBER_LABELS,
  officeStatusId: STOCK_NUMBER_LABELS.stockOfficeStatusId,
  installed: 'Installed date',
  dispatched: 'Dispatched date',
  seaiTrialGroup: 'SEAI trial group',
};

/** A value of the preview as the tables show it: lookups by name (from the gateway), dates in the one date format. */
function shown(field: string, value: string | null): string {
  if (value === null || value === '') return '(none)';
  return field === 'installed' || field === 'dispatched' ? formatDate(value) || value : value;
}

function Preview({ payload }: { payload: ModifyStockPayloadFieldsFragment }) {
  const plan = payload.plan;
  if (!plan) return null;
  return (
    <Stack gap="2" aria-label="Preview" role="region">
      <Text fontWeight="semibold">
        {`${formatCount(plan.hubs.length, 'hub')} will change` +
          (plan.unchangedHubIds.length > 0 ? `, ${plan.unchangedHubIds.length} already as asked` : '')}
      </Text>
      {plan.missingHubIds.length > 0 && (
        <Text color="red.700" role="alert">
          {`These hub ids do not exist: ${plan.missingHubIds.join(', ')}. Remove them to apply.`}
        </Text>
      )}
      {plan.hubs.length > 0 && (
        <StockTable label="Hubs that will change" headers={['Hub', 'Serial', 'Changes']} maxH="16rem">
          {plan.hubs.map((hub) => (
            <Table.Row key={hub.hubId} data-preview-hub={hub.hubId}>
              <Table.Cell>{hub.hubId}</Table.Cell>
              <Table.Cell>{hub.serial}</Table.Cell>
              <Table.Cell>
                {hub.changes
                  .map(
                    (c) =>
                      `${FIELD_LABELS[c.field] ?? c.field}: ${shown(c.field, c.oldText)} → ${shown(c.field, c.newText)}`,
                  )
                  .join('; ')}
              </Table.Cell>
            </Table.Row>
          ))}
        </StockTable>
      )}
    </Stack>
  );
}

/**
 * The button that opens the Modify Stock panel, and closes it when pressed again: closing the panel with
 * something typed in it asks first, in place, as its Cancel does. `ref` is the page's useFormOpener: the
 * toggle sits in the grid's toolbar, which an applied change remounts, so the page (not the toggle)
 * remembers that the panel was open and gives the focus back to the button when it closes.
 */
export function ModifyStockToggle({
  open,
  onToggle,
  children,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <DiscardFirst>
      {(run) => (
        <Button
          ref={ref}
          size="sm"
          colorPalette="blue"
          aria-expanded={open}
          onClick={() => (open ? run(onToggle) : onToggle())}
        >
          {children}
        </Button>
      )}
    </DiscardFirst>
  );
}

interface ModifyStockPanelProps {
  onApplied: () => void;
  onClose: () => void;
  /** The rows ticked in the list: the hub ids start with them and follow them as they change. */
  ticked?: TickedRows;
}

const NONE_TICKED: TickedRows = { hubIds: [], search: '' };

/**
 * Spec 2 §2 Modify Stock: the same changes for many hubs, previewed, then applied all or none. The form
 * is the shared one (ui/form): a field speaks once touched or after Preview, and Preview and Apply stay
 * disabled while any message stands. Opened, the focus is in Hub ids, as in every inline form
 * (ui/form/inlineForm).
 */
export function ModifyStockPanel({ onApplied, onClose, ticked = NONE_TICKED }: ModifyStockPanelProps) {
  const form = useForm<Form>({
    unsaved: 'the stock change',
    initial: () => ({ ...EMPTY, hubIds: ticked.hubIds.join(', ') }),
    validate: validateForm,
    labels: FIELD_LABELS,
  });
  const [preview, setPreview] = useState<ModifyStockPayloadFieldsFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [runPreview, previewState] = useMutation(ModifyStockPanel_Preview);
  const [runApply, applyState] = useMutation(ModifyStockPanel_Apply);
  const inputOf = (values: Form) => ({ hubIds: values.hubIds, changes: toChanges(values) });
  const focusFirstField = useFocusFirstField();

  // Any change makes the preview (and a failure about it) out of date.
  const change = (key: keyof Form, value: string) => {
    form.set(key, value);
    // The installation state decides whether the installed date is needed: say so at once.
    if (key === 'installationStateId') form.touch('installed');
    setPreview(null);
    setFailure(null);
  };
  const field = (key: keyof Form) => ({ ...form.bind(key), onChange: (value: string) => change(key, value) });
  // Rows ticked or unticked while the panel is open change the box at once (React's "adjusting state
  // when a prop changes"), so it never says other hubs than "Selected: n" beside it. Ticks alone are no
  // work to lose (they stay in the list): in a form nothing was typed into, the box's new hubs are its new
  // start, so Cancel closes it without asking; once something is typed, they are part of the change.
  const [followed, setFollowed] = useState(ticked);
  if (followed !== ticked) {
    setFollowed(ticked);
    const hubIds = followTicks(form.values.hubIds, followed, ticked);
    if (hubIds !== form.values.hubIds) {
      if (form.changed) change('hubIds', hubIds);
      else {
        form.reset({ ...form.values, hubIds });
        setPreview(null);
        setFailure(null);
      }
    }
  }
  const lookup = (key: keyof Form) => ({
    label: FIELD_LABELS[key]!,
    value: form.values[key],
    onChange: (value: string) => change(key, value),
    onBlur: () => form.touch(key),
    error: form.errorFor(key),
  });

  const doPreview = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await runPreview({ variables: { input: inputOf(values) } });
      const payload = result.data?.previewStockModify ?? null;
      setPreview(payload);
      return payload?.userErrors;
    } catch (error) {
      setFailure(`The preview could not be made: ${describeError(error as Error)}`);
      return [];
    }
  });

  const doApply = form.handleSubmit(async (values) => {
    try {
      const result = await runApply({ variables: { input: inputOf(values) } });
      const payload = result.data?.modifyStock;
      if (!payload || payload.userErrors.length > 0) {
        setFailure(stockChangeFailedMessage(STOCK_CONTACT));
        // The reasons beside their fields, or under the form.
        return payload?.userErrors;
      }
      onApplied();
      return [];
    } catch (error) {
      setFailure(
        writeFailureText(
          error as Error,
          'The stock change may have been applied.',
          (reason) => `${stockChangeFailedMessage(STOCK_CONTACT)} (${reason})`,
        ),
      );
      return [];
    }
  });

  const canApply =
    form.valid &&
    preview?.plan !== null &&
    preview?.plan !== undefined &&
    preview.plan.missingHubIds.length === 0 &&
    preview.plan.hubs.length > 0;

  return (
    <Box as="section" aria-label="Modify Stock" borderWidth="1px" rounded="md" p="4" bg="gray.50">
      <Stack as="form" ref={focusFirstField} gap="3" onSubmit={(e: FormEvent) => void doPreview(e)}>
        <TextField
          label={FIELD_LABELS['hubIds']!}
          rows={3}
          helper="Hub ids or serials, separated by ; , space or new line"
          {...field('hubIds')}
        />
        <SimpleGrid columns={{ base: 1, md: 3, xl: 4 }} gap="3">
          <LookupSelect table="STOCK_STATUSES" {...lookup('stockStatusId')} />
          <LookupSelect table="STOCK_LOCATIONS" {...lookup('stockLocationId')} />
          <LookupSelect table="STOCK_OFFICE_STATUS" {...lookup('officeStatusId')} />
          <LookupSelect table="CUSTOMER_TYPES" {...lookup('customerTypeId')} />
          <LookupSelect table="INSTALLATION_STATES" {...lookup('installationStateId')} />
          <LookupSelect table="INSTALLERS" {...lookup('installerId')} />
          <LookupSelect table="SHIPMENT" {...lookup('shipmentNumber')} />
          <TextField label={FIELD_LABELS['cartonNumber']!} inputMode="numeric" {...field('cartonNumber')} />
          <TextField
            label={FIELD_LABELS['stockDocketNumber']!}
            inputMode="numeric"
            {...field('stockDocketNumber')}
          />
          <DateField label={FIELD_LABELS['installed']!} {...field('installed')} />
          <DateField label={FIELD_LABELS['dispatched']!} {...field('dispatched')} />
          <Field.Root>
            <Field.Label>{FIELD_LABELS['seaiTrialGroup']}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={form.values.seaiTrialGroup}
                onChange={(e) => change('seaiTrialGroup', e.target.value)}
              >
                <option value="">—</option>
                {SEAI_GROUPS_OFFERED.map((g) => (
                  <option key={g} value={String(g)}>
                    {g}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        {preview && <Preview payload={preview} />}
        {failure && (
          <Text color="red.700" role="alert">
            {failure}
          </Text>
        )}
        <FormMessages errors={form.formErrors} blocking={form.blocking} action="preview" />
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            type="submit"
            disabled={!form.valid}
            loading={previewState.loading}
          >
            Preview
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            type="button"
            onClick={() => void doApply()}
            disabled={!canApply}
            loading={applyState.loading}
          >
            Apply
          </Button>
          <CancelButton form={form} variant="ghost" onCancel={onClose} />
        </HStack>
      </Stack>
    </Box>
  );
}
