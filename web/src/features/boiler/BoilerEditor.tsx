import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { boilerForSave, newBoilerFields, validateBoiler } from '@hub/domain';
import type { BoilerFields, FieldError } from '@hub/domain';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { SaveFailureNotice, saveFailureKind } from '../../ui/SaveFailureNotice';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { LookupSelect } from '../lookup/LookupSelect';
import type { BoilerData } from './BoilerPanel';
import { BoilerPanel_Query } from './BoilerPanel';

export const BoilerEditor_Mutation = graphql(`
  mutation BoilerEditor_Mutation($hubId: Int!, $input: BoilerInput!, $version: Int) {
    saveBoiler(hubId: $hubId, input: $input, version: $version) {
      boiler {
        hubId
        fuelTypeId
        fuelTypeDescription
        energyOutput
        fuelRate
        tankCapacity
        manufacturer
        model
        lastMeasuredDate
        lastMeasuredLevel
        agaFlowRate
        agaFlowRatePerDay
        version
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

const INPUTS: Array<{ field: FormField; label: string; type?: 'date'; numeric?: boolean }> = [
  { field: 'energyOutput', label: 'kWh output', numeric: true },
  { field: 'fuelRate', label: 'Fuel rate (kg/hr)', numeric: true },
  { field: 'tankCapacity', label: 'Tank capacity (l)', numeric: true },
  { field: 'manufacturer', label: 'Manufacturer' },
  { field: 'model', label: 'Model' },
  { field: 'lastMeasuredDate', label: 'Last measured on', type: 'date' },
  { field: 'lastMeasuredLevel', label: 'Last measured level (l)', numeric: true },
  { field: 'agaFlowRate', label: 'Aga flow rate (L/hr)', numeric: true },
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

/** Spec 1 §2 and §5: the boiler editor; the fuel type is checked on save, numbers are coerced. */
export function BoilerEditor({ hubId, boiler, onSaved, onCancel, onReload, onUncertain }: BoilerEditorProps) {
  const [form, setForm] = useState<Form>(() => formOf(boiler));
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [save, { loading, error }] = useMutation(BoilerEditor_Mutation, {
    refetchQueries: boiler === null ? [BoilerPanel_Query] : [],
  });
  const invalid = new Set(problems.map((p) => p.field));
  const actionKey = useIdempotencyKey();

  const set = (field: keyof BoilerFields, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBoiler(form);
    setProblems(found);
    if (found.length > 0) return;
    try {
      // The version read with the boiler (0: none saved yet); a stale copy is refused with CONFLICT.
      const variables = { hubId, input: boilerForSave(form), version: boiler?.version ?? 0 };
      const { data } = await save({ variables, context: actionKey(variables) });
      const userErrors = data?.saveBoiler.userErrors ?? [];
      if (userErrors.length > 0)
        setProblems(userErrors.map((e) => ({ field: e.field ?? '', message: e.message })));
      else onSaved();
    } catch (failure) {
      // Shown below from the mutation's error; a save without an answer shows the stored copy instead.
      if (saveFailureKind(failure as Error) === 'uncertain') onUncertain();
    }
  };

  return (
    <Stack as="form" onSubmit={submit} gap="3" aria-label="Edit boiler">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="2.5">
        <LookupSelect
          label="Fuel type"
          table="FUEL_TYPES"
          value={form.fuelTypeId}
          onChange={(value) => set('fuelTypeId', value)}
        />
        {INPUTS.map((spec) => (
          <Field.Root key={spec.field} invalid={invalid.has(spec.field)}>
            <Field.Label>{spec.label}</Field.Label>
            <Input
              size="sm"
              type={spec.type ?? 'text'}
              inputMode={spec.numeric ? 'decimal' : undefined}
              value={form[spec.field]}
              onChange={(e) => set(spec.field, e.target.value)}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      {problems.length > 0 && (
        <List.Root color="red.600" fontSize="sm" role="alert" ps="4">
          {problems.map((p) => (
            <List.Item key={p.message}>{p.message}</List.Item>
          ))}
        </List.Root>
      )}
      {error && <SaveFailureNotice error={error} what="boiler" onReload={onReload} />}
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          type="button"
          onClick={() => {
            setProblems([]);
            if (onCancel) onCancel();
            else setForm(formOf(null));
          }}
        >
          Cancel
        </Button>
        <Button size="sm" colorPalette="blue" type="submit" loading={loading}>
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
