import { useMutation } from '@apollo/client/react';
import { SimpleGrid, Text } from '@chakra-ui/react';
import {
  LEAD_BULK_PREVIEW_OVER,
  LEAD_NOTHING_TO_CHANGE,
  leadDay,
  leadField,
  leadValueFromText,
} from '@hub/domain';
import type { FieldError } from '@hub/domain';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type {
  BulkUpdateLeadsInput,
  FuelType,
  LeadChangesInput,
  LeadSource,
} from '../../__generated__/graphql';
import { DateField, TextField, useForm, type UserErrorLike } from '../../ui/form';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { LookupSelect } from '../lookup/LookupSelect';
import { LeadPanelForm } from './LeadPanelForm';
import { FUEL_OPTIONS, OptionSelect, SOURCE_OPTIONS, TRUE_FALSE } from './OptionSelect';
import { saveFailureKind, writeFailureText } from '../../ui/saveFailureKind';
import { describeError } from '../../app/apollo/errors';
import { formatNumber } from '../../ui/formatting';

export const BulkUpdatePanel_Mutation = graphql(`
  mutation BulkUpdatePanel_Mutation($input: BulkUpdateLeadsInput!) {
    bulkUpdateLeads(input: $input) {
      applied
      leads
      changed
      fields {
        field
        changed
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type Values = {
  duplicate: string;
  fuelType: string;
  approved: string;
  source: string;
  haveWifi: string;
  builtBefore2007: string;
  previousGrant: string;
  useTimeClock: string;
  deadLead: string;
  leadStatusId: string;
  heatingSystemId: string;
  removed: string;
  installationBatch: string;
  ber: string;
  handedToInstaller: string;
  uids: string;
};

const YES_NO: ReadonlyArray<[keyof Values, string]> = [
  ['duplicate', 'Duplicate'],
  ['approved', 'Approved'],
  ['haveWifi', 'Have Wifi'],
  ['builtBefore2007', 'Pre2007'],
  ['previousGrant', 'Grant'],
  ['useTimeClock', 'Timeclock'],
  ['deadLead', 'Dead Lead'],
  ['removed', 'Removed'],
];

/** "12, 15,18" → [12, 15, 18]; null when a part is not a whole number. */
export function parseUids(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.some((p) => !/^\d{1,10}$/.test(p))) return null;
  return parts.map(Number);
}

function validate(values: Values): FieldError[] {
  const errors: FieldError[] = [];
  const uids = parseUids(values.uids);
  if (uids === null)
    errors.push({ field: 'uids', message: 'Uids must be whole numbers separated by commas.' });
  else if (uids.length === 0) errors.push({ field: 'uids', message: 'Tick leads or type their uids.' });
  if (values.installationBatch.trim() !== '' && !/^\d{1,9}$/.test(values.installationBatch.trim()))
    errors.push({ field: 'installationBatch', message: 'Batch must be a whole number.' });
  if (values.handedToInstaller.trim() !== '' && leadDay(values.handedToInstaller) === null)
    errors.push({
      field: 'handedToInstaller',
      message: 'Handed To Installer must be a date such as 2020-03-01.',
    });
  // The domain's rule for the field (at most 500 characters), in the words the server refuses it with.
  const ber = leadValueFromText(leadField('ber')!, values.ber);
  if (!ber.ok) errors.push({ field: 'ber', message: ber.message });
  return errors;
}

/** Said beside Update while no field is chosen: the server's words when it refuses such an update. */

const bool = (text: string) => (text === '' ? null : text === 'true');
const num = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Spec 3 §5 conversions on send: numbers, the day only when filled in, the uids split on commas. */
function toInput(values: Values, preview: boolean): BulkUpdateLeadsInput {
  const changes: LeadChangesInput = {
    duplicate: bool(values.duplicate),
    fuelType: (values.fuelType || null) as FuelType | null,
    approved: bool(values.approved),
    source: (values.source || null) as LeadSource | null,
    haveWifi: bool(values.haveWifi),
    builtBefore2007: bool(values.builtBefore2007),
    previousGrant: bool(values.previousGrant),
    useTimeClock: bool(values.useTimeClock),
    deadLead: bool(values.deadLead),
    leadStatusId: num(values.leadStatusId),
    heatingSystemId: num(values.heatingSystemId),
    removed: bool(values.removed),
    installationBatch: num(values.installationBatch),
    ber: values.ber.trim() || null,
  };
  if (values.handedToInstaller.trim() !== '') changes.handedToInstaller = leadDay(values.handedToInstaller);
  return { uids: parseUids(values.uids) ?? [], changes, preview };
}

const header = (name: string) => leadField(name)?.header ?? name;

interface BulkUpdatePanelProps {
  /** The ticked leads' uids, prefilled into the Uids box. */
  uids: readonly (string | number)[];
  /** The master sheet's panel has Ber; the new-leads panel has not (spec 3 §2.3). */
  withBer: boolean;
  /**
   * The update was applied, or may have been (no answer): the panel closes and the screen says the outcome
   * and reloads its grid. A refusal (nothing changed) is said in the open panel instead: spec 3 §4 closes
   * it on any answer, which lost the uids and choices typed when one field was wrong.
   */
  onDone(outcome: { ok: boolean; message: string }): void;
  onCancel(): void;
}

/**
 * Spec 3 §2.3 the Update Info panel: the same changes to many leads. More than a few hundred leads are
 * previewed first (how many get a new value, field by field) and applied in one transaction. Update waits
 * for a field to change (LEAD_NOTHING_TO_CHANGE) and for the rules (uids, Batch, the day, BER's length).
 */
export function BulkUpdatePanel({ uids, withBer, onDone, onCancel }: BulkUpdatePanelProps) {
  const form = useForm<Values>({
    unsaved: 'the lead update',
    initial: {
      duplicate: '',
      fuelType: '',
      approved: '',
      source: '',
      haveWifi: '',
      builtBefore2007: '',
      previousGrant: '',
      useTimeClock: '',
      deadLead: '',
      leadStatusId: '',
      heatingSystemId: '',
      removed: '',
      installationBatch: '',
      ber: '',
      handedToInstaller: '',
      uids: uids.join(','),
    },
    validate,
    labels: { uids: 'Uids', installationBatch: 'Batch', handedToInstaller: 'Handed To Installer' },
  });
  const [mutate, state] = useMutation(BulkUpdatePanel_Mutation);
  const keyFor = useIdempotencyKey();
  const [shown, setPreview] = useState<{
    key: string;
    leads: number;
    changed: number;
    fields: string;
  } | null>(null);
  // A preview stands for the values it was made for: any change asks for a new one.
  const keyOf = (values: Values) => JSON.stringify(toInput(values, false));
  const preview = shown?.key === keyOf(form.values) ? shown : null;

  // A refusal or a failure that changed nothing keeps the panel open with what was typed, the reason said
  // in it (beside the field it names); the panel closes with the outcome once leads may have changed.
  const send = async (values: Values, asPreview: boolean): Promise<UserErrorLike[]> => {
    const input = toInput(values, asPreview);
    try {
      const { data } = await mutate({ variables: { input }, context: keyFor(input) });
      const answer = data?.bulkUpdateLeads;
      if (!answer) throw new Error('The update returned nothing.');
      if (!answer.applied && answer.userErrors.length > 0)
        return answer.userErrors.map((e) => ({
          field: e.field,
          message: e.field && e.field in form.values ? e.message : `No lead was changed: ${e.message}`,
        }));
      if (asPreview) {
        setPreview({
          key: keyOf(values),
          leads: answer.leads,
          changed: answer.changed,
          fields: answer.fields
            .map((f) => `${header(f.field.toLowerCase())}: ${formatNumber(f.changed)}`)
            .join(', '),
        });
        return [];
      }
      onDone(
        answer.applied
          ? {
              ok: true,
              message: `Updated ${formatNumber(answer.changed)} of ${formatNumber(answer.leads)} leads.`,
            }
          : { ok: false, message: 'No lead was changed.' },
      );
      return [];
    } catch (error) {
      const failure = error as Error;
      // No answer: the leads may have changed, so the panel closes and the grid shows them as stored.
      if (saveFailureKind(failure) === 'uncertain') {
        onDone({ ok: false, message: writeFailureText(failure, 'The leads may have been changed.') });
        return [];
      }
      return [{ message: `No lead was changed: ${describeError(failure)}` }];
    }
  };

  const lookup = (name: 'leadStatusId' | 'heatingSystemId') => ({
    value: form.values[name],
    onChange: (value: string) => form.set(name, value),
  });
  const count = parseUids(form.values.uids)?.length ?? 0;
  const nothingChosen = Object.values(toInput(form.values, false).changes).every(
    (value) => value === null || value === undefined,
  );

  return (
    <LeadPanelForm
      title="Update Info"
      onSubmit={form.handleSubmit((values) =>
        send(values, count > LEAD_BULK_PREVIEW_OVER && preview === null),
      )}
      form={form}
      action="update"
      blocked={nothingChosen}
      loading={state.loading}
      onCancel={onCancel}
    >
      <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap="3">
        <OptionSelect form={form} name="duplicate" label="Duplicate" options={TRUE_FALSE} />
        <OptionSelect form={form} name="fuelType" label="FuelType" options={FUEL_OPTIONS} />
        <OptionSelect form={form} name="approved" label="Approved" options={TRUE_FALSE} />
        <OptionSelect form={form} name="source" label="Source" options={SOURCE_OPTIONS} />
        {YES_NO.filter(([n]) => !['duplicate', 'approved'].includes(n))
          .slice(0, 4)
          .map(([n, l]) => (
            <OptionSelect key={n} form={form} name={n} label={l} options={TRUE_FALSE} />
          ))}
        <OptionSelect form={form} name="deadLead" label="Dead Lead" options={TRUE_FALSE} />
        <LookupSelect label="Lead Status" table="LEAD_STATUS" {...lookup('leadStatusId')} />
        <LookupSelect label="Heating System" table="HEATING_SYSTEM" {...lookup('heatingSystemId')} />
        <OptionSelect form={form} name="removed" label="Removed" options={TRUE_FALSE} />
        <TextField label="Batch" inputMode="numeric" {...form.bind('installationBatch')} />
        {withBer && <TextField label="Ber" {...form.bind('ber')} />}
        {/* A date field as every other (ui/form): its hint is an example, not a value that seems filled in. */}
        <DateField label="Handed To Installer" {...form.bind('handedToInstaller')} />
      </SimpleGrid>
      <TextField label="Uids" rows={6} {...form.bind('uids')} helper="Comma separated" />
      {nothingChosen && (
        <Text fontSize="sm" color="fg.muted">
          {LEAD_NOTHING_TO_CHANGE}
        </Text>
      )}
      {preview && (
        <Text role="status" bg="yellow.50" p="2" borderRadius="sm">
          {`This changes ${formatNumber(preview.changed)} of ${formatNumber(preview.leads)} leads (${preview.fields || 'no field changes'}). Press Update again to apply it to all of them at once.`}
        </Text>
      )}
    </LeadPanelForm>
  );
}
