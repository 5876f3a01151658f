import { useMutation } from '@apollo/client/react';
import { Field, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import {
  ECMS_BULK_LABELS,
  ECMS_NOTHING_TO_CHANGE,
  ecmsBulkProblems,
  ecmsBulkSetsNothing,
  splitMprns,
} from '@hub/domain';
import { DateField, FormMessages, TextField, unreadableDate, useForm } from '../../ui/form';
import type { LookupOption } from '../../ui/grid';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { EcmsModifyPanel_Mutation } from './ecmsOperations';
import { EcmsPanelForm } from './EcmsPanelForm';

interface EcmsModifyPanelProps {
  /** The ticked rows' MPRNs, prefilled in "Enter MPRNs". */
  mprns: readonly string[];
  statuses: readonly LookupOption[];
  /** Sent: how many rows changed and which MPRNs are not in the register. */
  onDone(outcome: { updatedCount: number; unknownMprns: readonly string[] }): void;
  onCancel(): void;
}

type Values = {
  statusId: string;
  hubBatch: string;
  eiBatch: string;
  dateSent: string;
  comment: string;
  mprns: string;
};

const LABELS = ECMS_BULK_LABELS;

// The domain's rules (MPRNs listed as numbers, batch numbers whole), checked again by the gateway; Date
// Sent is a date field as everywhere else (ui/form DateField): typed "28 Dec 2019" or, as the spec's
// example, "2019-12-28"; either is sent as "2019-12-28". A text that cannot be read is refused beside it.
// Update (and its confirmation) waits for all of it, and for something to change (said beside the
// buttons: no one field is missing, any one of them would do).
const validate = (values: Values) => {
  const problems = ecmsBulkProblems(values);
  const date = unreadableDate('dateSent', LABELS.dateSent, values.dateSent);
  if (date) problems.push(date);
  return problems;
};

/**
 * Spec 3 §2.5 Enter ECMS data: the values set on every MPRN listed, in one transaction. Empty fields are
 * left as they are; MPRNs not in the register are named in the outcome.
 */
export function EcmsModifyPanel({ mprns, statuses, onDone, onCancel }: EcmsModifyPanelProps) {
  const form = useForm<Values>({
    unsaved: 'the ECMS jobs',
    initial: { statusId: '', hubBatch: '', eiBatch: '', dateSent: '', comment: '', mprns: mprns.join(', ') },
    validate,
    labels: LABELS,
  });
  const [send, { loading, error }] = useMutation(EcmsModifyPanel_Mutation);
  const actionKey = useIdempotencyKey();

  const submit = form.handleSubmit(async (values) => {
    const input = { ...values, statusId: values.statusId === '' ? null : Number(values.statusId) };
    const { data } = await send({ variables: { input }, context: actionKey({ input }) });
    const outcome = data?.updateEcmsRows;
    if (outcome && outcome.userErrors.length === 0) onDone(outcome);
    return outcome?.userErrors;
  });

  // Counted as the register reads the list (commas, spaces or new lines; repeats once).
  const listed = splitMprns(form.values.mprns).length;
  const nothingToChange = ecmsBulkSetsNothing(form.values);
  return (
    <EcmsPanelForm
      title="Enter ECMS data"
      submitLabel="Update"
      confirmQuestion={`Set these values on ${listed === 1 ? 'the MPRN' : `the ${listed} MPRNs`} listed? This cannot be undone.`}
      sending={loading}
      blocked={!form.valid || nothingToChange}
      failed={Boolean(error)}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      form={form}
      onCancel={onCancel}
    >
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="2.5">
        <Field.Root invalid={Boolean(form.errorFor('statusId'))}>
          <Field.Label>{LABELS.statusId}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="statusId"
              value={form.values.statusId}
              onChange={(e) => form.set('statusId', e.target.value)}
            >
              <option value="">(unchanged)</option>
              {statuses.map((status) => (
                <option key={status.id} value={status.id}>
                  {status.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{form.errorFor('statusId')}</Field.ErrorText>
        </Field.Root>
        <TextField label={LABELS.hubBatch} inputMode="numeric" {...form.bind('hubBatch')} />
        <TextField label={LABELS.eiBatch} inputMode="numeric" {...form.bind('eiBatch')} />
        <DateField label={LABELS.dateSent} {...form.bind('dateSent')} />
      </SimpleGrid>
      <TextField label={LABELS.comment} rows={3} {...form.bind('comment')} />
      <TextField label={LABELS.mprns} helper="Comma separated" rows={3} {...form.bind('mprns')} />
      {nothingToChange && (
        <Text fontSize="sm" color="fg.muted">
          {ECMS_NOTHING_TO_CHANGE}
        </Text>
      )}
      <FormMessages errors={form.formErrors} blocking={form.blocking} action="update" />
    </EcmsPanelForm>
  );
}
