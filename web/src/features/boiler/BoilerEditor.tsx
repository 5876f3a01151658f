import { useMutation } from '@apollo/client/react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { BOILER_LABELS, boilerForSave, newBoilerFields, validateBoiler } from '@hub/domain';
import type { BoilerFields } from '@hub/domain';
import type { FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { CancelButton } from '../../ui/DiscardFirst';
import { DateField, FormMessages, TextField, useFocusFirstField, useForm } from '../../ui/form';
import { runEditorSave } from '../../ui/editorSave';
import { SaveFailureNotice } from '../../ui/SaveFailureNotice';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { LookupSelect } from '../lookup/LookupSelect';
import type { BoilerData } from './BoilerPanel';

export const BoilerEditor_Mutation = graphql(`
  mutation BoilerEditor_Mutation($hubId: Int!, $input: BoilerInput!, $version: Int) {
    saveBoiler(input: { hubId: $hubId, boiler: $input, version: $version }) {
      boiler {
        ...BoilerPanel_Boiler
      }
      userErrors {
        field
        message
      }
    }
  }
`);

type FormField = Exclude<keyof BoilerFields, 'fuelTypeId'>;
type Form = Record<keyof BoilerFields, string>;

const INPUTS: Array<{ field: FormField; type?: 'date'; numeric?: boolean }> = [
  { field: 'energyOutput', numeric: true },
  { field: 'fuelRate', numeric: true },
  { field: 'tankCapacity', numeric: true },
  { field: 'manufacturer' },
  { field: 'model' },
  { field: 'lastMeasuredDate', type: 'date' },
  { field: 'lastMeasuredLevel', numeric: true },
  { field: 'agaFlowRate', numeric: true },
];

function formOf(boiler: BoilerData | null): Form {
  const source: BoilerFields = boiler ?? newBoilerFields();
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    fuelTypeId: text(source.fuelTypeId),
    energyOutput: text(source.energyOutput),
    fuelRate: text(source.fuelRate),
    tankCapacity: text(source.tankCapacity),
    manufacturer: text(source.manufacturer),
    model: text(source.model),
    lastMeasuredDate: text(source.lastMeasuredDate),
    lastMeasuredLevel: text(source.lastMeasuredLevel),
    agaFlowRate: text(source.agaFlowRate),
  };
}

interface BoilerEditorProps {
  hubId: number;
  boiler: BoilerData | null;
  onSaved: () => void;
  /** Null for a hub with no boiler yet: there is no read view to go back to, so Cancel restores the defaults. */
  onCancel: (() => void) | null;
  /** Brings in the stored copy and restarts the edit from it (after a conflict). */
  onReload: () => void;
  /** The save got no answer: it may have gone through, so the stored copy is shown. */
  onUncertain: () => void;
}

const LABELS: Record<keyof BoilerFields, string> = { fuelTypeId: 'Fuel type', ...BOILER_LABELS };

/**
 * Spec 1 §2 and §5: the boiler editor. Save stays disabled while the fuel type or fuel rate is missing
 * (or a number is unreadable), and says what it waits for; numbers are coerced on save.
 */
export function BoilerEditor({ hubId, boiler, onSaved, onCancel, onReload, onUncertain }: BoilerEditorProps) {
  const form = useForm<Form>({
    initial: () => formOf(boiler),
    validate: validateBoiler,
    labels: LABELS,
    unsaved: 'the boiler details',
  });
  const [save, { loading, error }] = useMutation(BoilerEditor_Mutation, {
    // A saved boiler updates Boiler:{hubId} in the cache by itself; a first boiler is also linked to its
    // hub, whose boilerDetails was null, instead of asking for the whole panel again.
    update(cache, { data }) {
      const saved = data?.saveBoiler?.boiler;
      if (!saved || boiler !== null) return;
      cache.modify({
        id: cache.identify({ __typename: 'Hub', id: hubId }),
        fields: {
          boilerDetails: (_, { toReference }) => toReference({ __typename: 'Boiler', hubId: saved.hubId }),
        },
      });
    },
  });
  const actionKey = useIdempotencyKey();
  // Opened by Edit, the editor takes the focus (ui/form/inlineForm); a hub with no boiler shows it as the
  // page opens, and the focus stays where the page puts it.
  const focusFirstField = useFocusFirstField();

  // A failure is shown below from the mutation's error; a save without an answer shows the stored copy.
  const submit = form.handleSubmit((values) =>
    runEditorSave(
      async () => {
        // The version read with the boiler (0: none saved yet); a stale copy is refused with CONFLICT.
        const variables = { hubId, input: boilerForSave(values), version: boiler?.version ?? 0 };
        const { data } = await save({ variables, context: actionKey(variables) });
        return data?.saveBoiler?.userErrors ?? [];
      },
      { onSaved, onUncertain },
    ),
  );

  return (
    <Stack
      as="form"
      ref={boiler === null ? undefined : focusFirstField}
      onSubmit={(e: FormEvent) => void submit(e)}
      gap="3"
      aria-label="Edit boiler"
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="2.5">
        <LookupSelect
          label={LABELS.fuelTypeId}
          table="FUEL_TYPES"
          value={form.values.fuelTypeId}
          onChange={(value) => form.set('fuelTypeId', value)}
          onBlur={() => form.touch('fuelTypeId')}
          error={form.errorFor('fuelTypeId')}
        />
        {INPUTS.map((spec) =>
          spec.type === 'date' ? (
            <DateField key={spec.field} label={LABELS[spec.field]} {...form.bind(spec.field)} />
          ) : (
            <TextField
              key={spec.field}
              label={LABELS[spec.field]}
              inputMode={spec.numeric ? 'decimal' : undefined}
              {...form.bind(spec.field)}
            />
          ),
        )}
      </SimpleGrid>
      <FormMessages errors={form.formErrors} blocking={form.blocking} />
      {error && <SaveFailureNotice error={error} what="boiler" onReload={onReload} />}
      <HStack gap="2">
        <CancelButton
          form={form}
          onCancel={() => {
            if (onCancel) onCancel();
            else form.reset(formOf(null));
          }}
        />
        <Button size="sm" colorPalette="blue" type="submit" disabled={!form.valid} loading={loading}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
