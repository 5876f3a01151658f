import { useMutation } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { hubInformationForSave, validateHubInformation } from '@hub/domain';
import type { FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { HubInformationPanel_InformationFragment, LookupTable } from '../../../__generated__/graphql';
import { CancelButton } from '../../../ui/DiscardFirst';
import { DateField, FormMessages, TextField, useFocusFirstField, useForm } from '../../../ui/form';
import { runEditorSave } from '../../../ui/editorSave';
import { SaveFailureNotice } from '../../../ui/SaveFailureNotice';
import { useIdempotencyKey } from '../../../ui/useIdempotencyKey';
import { LookupSelect } from '../../lookup/LookupSelect';
import type { InformationField } from './informationForm';
import { CONTACT_DETAIL_FIELDS, formFromInformation, withoutContactDetails } from './informationForm';

export const HubInformationEditor_Mutation = graphql(`
  mutation HubInformationEditor_Mutation($hubId: Int!, $input: HubInformationInput!, $version: Int) {
    updateHubInformation(input: { hubId: $hubId, information: $input, version: $version }) {
      information {
        ...HubInformationPanel_Information
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type EditorField =
  | { field: InformationField; label: string; type?: 'tel' | 'email' | 'date'; numeric?: boolean }
  | { field: InformationField; label: string; table: LookupTable };

// In the read view's order; the lookup-backed ids are selects over their lookup tables.
const FIELDS: EditorField[] = [
  { field: 'name', label: 'Name' },
  { field: 'address', label: 'Address' },
  { field: 'city', label: 'City' },
  { field: 'postcode', label: 'Postcode' },
  { field: 'country', label: 'Country' },
  { field: 'contactPhone', label: 'Phone', type: 'tel' },
  { field: 'contactMobile', label: 'Mobile', type: 'tel' },
  { field: 'contactEmail', label: 'Email', type: 'email' },
  { field: 'shipmentNumber', label: 'Shipment', table: 'SHIPMENT' },
  { field: 'cartonNumber', label: 'Carton', numeric: true },
  { field: 'stockStatusId', label: 'Stock Status', table: 'STOCK_STATUSES' },
  { field: 'stockLocationId', label: 'Location', table: 'STOCK_LOCATIONS' },
  { field: 'stockOfficeStatusId', label: 'Office Status', table: 'STOCK_OFFICE_STATUS' },
  { field: 'customerTypeId', label: 'Customer Type', table: 'CUSTOMER_TYPES' },
  { field: 'installationStateId', label: 'Install State', table: 'INSTALLATION_STATES' },
  { field: 'installed', label: 'Installed', type: 'date' },
  { field: 'dispatched', label: 'Dispatched', type: 'date' },
  { field: 'installerId', label: 'Installer', table: 'INSTALLERS' },
  { field: 'stockDocketNumber', label: 'Docket', numeric: true },
];

interface HubInformationEditorProps {
  hubId: number;
  info: HubInformationPanel_InformationFragment | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Brings in the stored copy and restarts the edit from it (after a conflict). */
  onReload: () => void;
  /** The save got no answer: it may have gone through, so the stored copy is shown. */
  onUncertain: () => void;
}

const LABELS = Object.fromEntries(FIELDS.map((spec) => [spec.field, spec.label])) as Record<
  InformationField,
  string
>;

/**
 * Spec 1 §2 and §5: the information editor. The domain's rules run as the user types; a field's
 * message shows beside it once touched, and Save stays disabled (saying what it waits for) while
 * there are any. The server checks again on save.
 */
export function HubInformationEditor({
  hubId,
  info,
  onSaved,
  onCancel,
  onReload,
  onUncertain,
}: HubInformationEditorProps) {
  const form = useForm({
    unsaved: 'the hub information',
    initial: () => formFromInformation(info),
    validate: validateHubInformation,
    labels: LABELS,
  });
  const [save, { loading, error }] = useMutation(HubInformationEditor_Mutation);
  const actionKey = useIdempotencyKey();
  const focusFirstField = useFocusFirstField();
  // Without the address right there is nothing to show in these inputs and nothing typed would be kept.
  const contactsHidden = info?.contactDetailsHidden === true;
  const fields = contactsHidden ? FIELDS.filter((spec) => !CONTACT_DETAIL_FIELDS.has(spec.field)) : FIELDS;

  // A failure is shown below from useMutation's state; a save without an answer shows the stored copy.
  const submit = form.handleSubmit((values) =>
    runEditorSave(
      async () => {
        const input = hubInformationForSave(values);
        // The version read with the record: a save from an older copy is refused (CONFLICT).
        const variables = {
          hubId,
          input: contactsHidden ? withoutContactDetails(input) : input,
          version: info?.version ?? 0,
        };
        const { data } = await save({ variables, context: actionKey(variables) });
        return data?.updateHubInformation?.userErrors ?? [];
      },
      { onSaved, onUncertain },
    ),
  );

  return (
    <Stack
      as="form"
      ref={focusFirstField}
      onSubmit={(e: FormEvent) => void submit(e)}
      gap="3"
      aria-label="Edit information"
    >
      {contactsHidden && (
        <Text color="fg.muted" fontSize="sm">
          Address, phone, mobile and email need the address right; saving keeps them as they are.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2.5">
        {fields.map((spec) =>
          'table' in spec ? (
            <LookupSelect
              key={spec.field}
              label={spec.label}
              table={spec.table}
              value={form.values[spec.field]}
              onChange={(value) => {
                form.set(spec.field, value);
                // An installed state makes the installation date needed: its message speaks at once,
                // beside the date, rather than only in the hint under the form (spec 2 §5).
                if (spec.field === 'installationStateId') form.touch('installed');
              }}
              onBlur={() => form.touch(spec.field)}
              error={form.errorFor(spec.field)}
            />
          ) : spec.type === 'date' ? (
            <DateField key={spec.field} label={spec.label} {...form.bind(spec.field)} />
          ) : (
            <TextField
              key={spec.field}
              label={spec.label}
              type={spec.type ?? 'text'}
              inputMode={spec.numeric ? 'numeric' : undefined}
              {...form.bind(spec.field)}
            />
          ),
        )}
        <TextField label="Notes" rows={3} gridColumn={{ md: 'span 2' }} {...form.bind('contactNote')} />
      </SimpleGrid>
      <FormMessages errors={form.formErrors} blocking={form.blocking} />
      {error && <SaveFailureNotice error={error} what="information" onReload={onReload} />}
      <HStack gap="2">
        <CancelButton form={form} onCancel={onCancel} />
        <Button size="sm" colorPalette="blue" type="submit" disabled={!form.valid} loading={loading}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
