import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  parseHubIdList,
  SEAI_GROUPS_OFFERED,
  stockChangeFailedMessage,
  validateStockModify,
} from '@hub/domain';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { ModifyStockPayloadFieldsFragment, StockChangesInput } from '../../__generated__/graphql';
import { describeError } from '../../app/apollo/errors';
import { InputField } from '../../ui/InputField';
import { LookupSelect } from '../lookup/LookupSelect';
import { StockTable } from './StockTable';

graphql(`
  fragment ModifyStockPayloadFields on ModifyStockPayload {
    plan {
      hubs {
        hubId
        serial
        changes {
          field
          old
          new
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

/** The form's messages as the user types: unreadable hub ids and the spec's three date messages. */
function formErrors(form: Form): Map<string, string> {
  const errors = new Map<string, string>();
  const { invalid } = parseHubIdList(form.hubIds);
  if (invalid.length > 0) errors.set('hubIds', `Not a hub id or serial: ${invalid.join(', ')}`);
  const changes = toChanges(form);
  for (const e of validateStockModify({ ...changes, stockOfficeStatusId: changes.officeStatusId })) {
    errors.set(e.field, e.message);
  }
  return errors;
}

const FIELD_LABELS: Record<string, string> = {
  stockStatusId: 'Stock status',
  stockLocationId: 'Location',
  officeStatusId: 'Office status',
  customerTypeId: 'Customer type',
  installationStateId: 'Installation state',
  installerId: 'Installer',
  shipmentNumber: 'Shipment',
  cartonNumber: 'Carton',
  stockDocketNumber: 'Docket',
  installed: 'Installed',
  dispatched: 'Dispatched',
  seaiTrialGroup: 'SEAI trial group',
};

/** A date input with its spec message under it. */
function DateField(props: {
  label: string;
  value: string;
  message: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <Stack gap="1">
      <InputField
        label={props.label}
        type="date"
        value={props.value}
        onChange={props.onChange}
        invalid={props.message !== undefined}
      />
      {props.message && (
        <Text fontSize="sm" color="red.700">
          {props.message}
        </Text>
      )}
    </Stack>
  );
}

function Preview({ payload }: { payload: ModifyStockPayloadFieldsFragment }) {
  const plan = payload.plan;
  if (!plan) return null;
  return (
    <Stack gap="2" aria-label="Preview" role="region">
      <Text fontWeight="semibold">
        {`${plan.hubs.length} hub${plan.hubs.length === 1 ? '' : 's'} will change` +
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
                  .map((c) => `${FIELD_LABELS[c.field] ?? c.field}: ${c.old ?? '(none)'} → ${c.new}`)
                  .join('; ')}
              </Table.Cell>
            </Table.Row>
          ))}
        </StockTable>
      )}
    </Stack>
  );
}

/** Spec 2 §2 Modify Stock: the same changes for many hubs, previewed, then applied all or none. */
export function ModifyStockPanel({ onApplied, onClose }: { onApplied: () => void; onClose: () => void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [preview, setPreview] = useState<ModifyStockPayloadFieldsFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [runPreview, previewState] = useMutation(ModifyStockPanel_Preview);
  const [runApply, applyState] = useMutation(ModifyStockPanel_Apply);
  const errors = formErrors(form);
  const noHubs = parseHubIdList(form.hubIds).hubIds.length === 0;
  const input = { hubIds: form.hubIds, changes: toChanges(form) };

  const change = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setPreview(null);
    setFailure(null);
  };

  const doPreview = async () => {
    setFailure(null);
    try {
      const result = await runPreview({ variables: { input } });
      const payload = result.data?.previewStockModify ?? null;
      if (payload && payload.userErrors.length > 0)
        setFailure(payload.userErrors.map((e) => e.message).join(' '));
      setPreview(payload);
    } catch (error) {
      setFailure(`The preview could not be made: ${describeError(error as Error)}`);
    }
  };

  const doApply = async () => {
    try {
      const result = await runApply({ variables: { input } });
      const payload = result.data?.modifyStock;
      if (!payload || payload.userErrors.length > 0) {
        const details = payload?.userErrors.map((e) => e.message).join(' ') ?? '';
        setFailure(`${stockChangeFailedMessage(STOCK_CONTACT)} ${details}`.trim());
        return;
      }
      onApplied();
    } catch (error) {
      setFailure(`${stockChangeFailedMessage(STOCK_CONTACT)} (${describeError(error as Error)})`);
    }
  };

  const message = (key: string) => errors.get(key);
  const canApply =
    errors.size === 0 &&
    !noHubs &&
    preview?.plan !== null &&
    preview?.plan !== undefined &&
    preview.plan.missingHubIds.length === 0 &&
    preview.plan.hubs.length > 0;

  return (
    <Box as="section" aria-label="Modify Stock" borderWidth="1px" rounded="md" p="4" bg="gray.50">
      <Stack gap="3">
        <Field.Root invalid={message('hubIds') !== undefined}>
          <Field.Label>Hub ids</Field.Label>
          <Textarea
            size="sm"
            rows={3}
            value={form.hubIds}
            placeholder="Hub ids or serials, separated by ; , space or new line"
            onChange={(e) => change('hubIds')(e.target.value)}
          />
          {message('hubIds') && <Field.ErrorText>{message('hubIds')}</Field.ErrorText>}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3, xl: 4 }} gap="3">
          <LookupSelect
            label="Stock status"
            table="STOCK_STATUSES"
            value={form.stockStatusId}
            onChange={change('stockStatusId')}
          />
          <LookupSelect
            label="Location"
            table="STOCK_LOCATIONS"
            value={form.stockLocationId}
            onChange={change('stockLocationId')}
          />
          <LookupSelect
            label="Office status"
            table="STOCK_OFFICE_STATUS"
            value={form.officeStatusId}
            onChange={change('officeStatusId')}
          />
          <LookupSelect
            label="Customer type"
            table="CUSTOMER_TYPES"
            value={form.customerTypeId}
            onChange={change('customerTypeId')}
          />
          <LookupSelect
            label="Installation state"
            table="INSTALLATION_STATES"
            value={form.installationStateId}
            onChange={change('installationStateId')}
          />
          <LookupSelect
            label="Installer"
            table="INSTALLERS"
            value={form.installerId}
            onChange={change('installerId')}
          />
          <LookupSelect
            label="Shipment"
            table="SHIPMENT"
            value={form.shipmentNumber}
            onChange={change('shipmentNumber')}
          />
          <InputField
            label="Carton"
            inputMode="numeric"
            value={form.cartonNumber}
            onChange={change('cartonNumber')}
          />
          <InputField
            label="Docket"
            inputMode="numeric"
            value={form.stockDocketNumber}
            onChange={change('stockDocketNumber')}
          />
          <DateField
            label="Installed date"
            value={form.installed}
            message={message('installed')}
            onChange={change('installed')}
          />
          <DateField
            label="Dispatched date"
            value={form.dispatched}
            message={message('dispatched')}
            onChange={change('dispatched')}
          />
          <Field.Root>
            <Field.Label>SEAI trial group</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={form.seaiTrialGroup}
                onChange={(e) => change('seaiTrialGroup')(e.target.value)}
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
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void doPreview()}
            disabled={errors.size > 0 || noHubs}
            loading={previewState.loading}
          >
            Preview
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => void doApply()}
            disabled={!canApply}
            loading={applyState.loading}
          >
            Apply
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
