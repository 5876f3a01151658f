import { useMutation } from '@apollo/client/react';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { EIRCODE_MESSAGE, EMAIL_MESSAGE, leadField, leadValueFromText } from '@hub/domain';
import type { FieldError } from '@hub/domain';
import { graphql } from '../../__generated__';
import type { AddLeadInput, FuelType } from '../../__generated__/graphql';
import { TextField, useForm } from '../../ui/form';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { LookupSelect } from '../lookup/LookupSelect';
import { LeadPanelForm } from './LeadPanelForm';
import { MASTER_SHEET_GRID } from './leadsGridQuery';
import type { Outcome } from './useLeadPanels';
import { FUEL_OPTIONS, OptionSelect, TRUE_FALSE } from './OptionSelect';
import { writeFailureText } from '../../ui/saveFailureKind';

export const AddLeadPanel_Mutation = graphql(`
  mutation AddLeadPanel_Mutation($input: AddLeadInput!) {
    addLead(input: $input) {
      lead {
        uid
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type Values = {
  fullName: string;
  email: string;
  address: string;
  eircode: string;
  city: string;
  haveWifi: string;
  builtBefore2007: string;
  previousGrant: string;
  useTimeClock: string;
  duplicate: string;
  fuelType: string;
  leadStatusId: string;
  heatingSystemId: string;
  comment: string;
};

const EMPTY: Values = {
  fullName: '',
  email: '',
  address: '',
  eircode: '',
  city: '',
  haveWifi: '',
  builtBefore2007: '',
  previousGrant: '',
  useTimeClock: '',
  duplicate: '',
  fuelType: '',
  leadStatusId: '',
  heatingSystemId: '',
  comment: '',
};

// The same checks fleet-api makes (domain leadValues), as the person types.
function validate(values: Values): FieldError[] {
  const errors: FieldError[] = [];
  if (values.fullName.trim() === '') errors.push({ field: 'fullName', message: 'Full Name is needed.' });
  if (values.email.trim() === '') errors.push({ field: 'email', message: 'Email is needed.' });
  else if (!leadValueFromText(leadField('email')!, values.email).ok)
    errors.push({ field: 'email', message: EMAIL_MESSAGE });
  if (values.eircode.trim() !== '' && !leadValueFromText(leadField('eircode')!, values.eircode).ok)
    errors.push({ field: 'eircode', message: EIRCODE_MESSAGE });
  return errors;
}

const bool = (text: string) => (text === '' ? null : text === 'true');
const text = (value: string) => value.trim() || null;

function toInput(values: Values): AddLeadInput {
  return {
    fullName: text(values.fullName),
    email: text(values.email),
    address: text(values.address),
    eircode: text(values.eircode),
    city: text(values.city),
    haveWifi: bool(values.haveWifi),
    builtBefore2007: bool(values.builtBefore2007),
    previousGrant: bool(values.previousGrant),
    useTimeClock: bool(values.useTimeClock),
    duplicate: bool(values.duplicate),
    fuelType: (values.fuelType || null) as FuelType | null,
    leadStatusId: values.leadStatusId ? Number(values.leadStatusId) : null,
    heatingSystemId: values.heatingSystemId ? Number(values.heatingSystemId) : null,
    comment: text(values.comment),
  };
}

/**
 * A new lead is approved (spec 3 §4), so none of the Leads panel's views (new, unresolved, dead, on hold)
 * lists it: the outcome says so and links to it on the Master Sheet, searched by its uid.
 */
export function addedOutcome(uid: number): Outcome {
  return {
    ok: true,
    message: `Lead ${uid} added. It is approved, so it is listed on the Master Sheet, not in these views.`,
    link: {
      to: `/mastersheet?${new URLSearchParams({ panel: 'master', [`${MASTER_SHEET_GRID.urlPrefix}uid`]: String(uid) })}`,
      text: `Open lead ${uid} on the Master Sheet`,
    },
  };
}

interface AddLeadPanelProps {
  onDone(outcome: Outcome): void;
  onCancel(): void;
}

/**
 * Spec 3 §2.4 the Add Lead panel. The new lead is saved as Manual, approved and alive (spec 3 §4). The
 * e-mail and Eircode are checked as typed: the spec shows no validation, but a lead nobody can write to or
 * find is not worth saving, so the panel says what is wrong instead.
 */
export function AddLeadPanel({ onDone, onCancel }: AddLeadPanelProps) {
  const form = useForm<Values>({
    unsaved: 'the new lead',
    initial: EMPTY,
    validate,
    labels: { fullName: 'Full Name', email: 'Email', eircode: 'Eircode' },
  });
  const [mutate, state] = useMutation(AddLeadPanel_Mutation);
  const keyFor = useIdempotencyKey();

  return (
    <LeadPanelForm
      title="Add Lead"
      onSubmit={form.handleSubmit(async (values) => {
        const input = toInput(values);
        const { data } = await mutate({ variables: { input }, context: keyFor(input) });
        const answer = data?.addLead;
        if (answer?.lead) onDone(addedOutcome(answer.lead.uid));
        return answer?.userErrors;
      })}
      form={form}
      action="add the lead"
      loading={state.loading}
      onCancel={onCancel}
    >
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <TextField label="Full Name" {...form.bind('fullName')} />
        <TextField label="Email" type="email" {...form.bind('email')} />
        <TextField label="Address" {...form.bind('address')} />
        <TextField label="Eircode" placeholder="e.g. D02 XY45" {...form.bind('eircode')} />
        <TextField label="City" {...form.bind('city')} />
        <OptionSelect form={form} name="haveWifi" label="Have Wifi" options={TRUE_FALSE} />
        <OptionSelect form={form} name="builtBefore2007" label="Pre2007" options={TRUE_FALSE} />
        <OptionSelect form={form} name="previousGrant" label="Grant" options={TRUE_FALSE} />
        <OptionSelect form={form} name="useTimeClock" label="Timeclock" options={TRUE_FALSE} />
        <OptionSelect form={form} name="duplicate" label="Duplicate" options={TRUE_FALSE} />
        <OptionSelect form={form} name="fuelType" label="Fuel Type" options={FUEL_OPTIONS} />
        <LookupSelect
          label="Lead Status"
          table="LEAD_STATUS"
          value={form.values.leadStatusId}
          onChange={(v) => form.set('leadStatusId', v)}
        />
        <LookupSelect
          label="Heating System"
          table="HEATING_SYSTEM"
          value={form.values.heatingSystemId}
          onChange={(v) => form.set('heatingSystemId', v)}
        />
      </SimpleGrid>
      <TextField label="Comments" rows={3} {...form.bind('comment')} />
      {state.error && (
        <Text role="alert" color="red.600" fontSize="sm">
          {writeFailureText(
            state.error,
            'The lead may have been saved.',
            (reason) => `The lead was not saved: ${reason}`,
          )}
        </Text>
      )}
    </LeadPanelForm>
  );
}
