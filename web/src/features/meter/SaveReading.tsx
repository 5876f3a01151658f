import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { toDecimalOrNull, validateMeterReading } from '@hub/domain';
import type { FormEvent, KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { CancelButton } from '../../ui/DiscardFirst';
import { useFocusFirstField, useForm } from '../../ui/form';
import { formatDateTime } from '../../ui/formatting';
import { writeFailureText } from '../../ui/saveFailureKind';

export const SaveReading_Mutation = graphql(`
  mutation SaveReading_Mutation($hubId: Int!, $uid: Int!, $reading: Float!, $confirm: Boolean) {
    saveMeterReading(input: { hubId: $hubId, uid: $uid, reading: $reading, confirm: $confirm }) {
      meterReading {
        id
        uid
        reading
        saved
        savedAt
        durationMs
        kwh
        kwhPerMinute
      }
      userErrors {
        field
        message
      }
      confirmationNeeded
    }
  }
`);

interface SaveReadingProps {
  hubId: number;
  uid: number;
  /** When the reading was taken (ISO-8601), which names it in the question before it is thrown away. */
  taken: string;
  /** The saved reading being corrected; absent for an unsaved one. */
  current?: number | null;
  /** Called once saved, with the reading as stored. */
  onSaved?: (reading: number) => void;
  onCancel?: () => void;
}

const validate = (values: { reading: string }) => validateMeterReading(values.reading);

/**
 * The text box and Save of a reading (spec 2 §2, §5), also used to correct a saved one. A reading the
 * gateway finds implausible (lower than the previous, or far outside the hub's history) is put to the
 * person as a question first; "Save anyway" sends it again confirmed. A correction, opened by its Correct
 * button, puts the focus in the box as every inline form does (ui/form/inlineForm); the boxes of unsaved
 * readings are always there, one a row, and take none.
 */
export function SaveReading({ hubId, uid, taken, current, onSaved, onCancel }: SaveReadingProps) {
  const form = useForm({
    initial: { reading: current ? String(current) : '' },
    validate,
    // A reading typed off the meter's photo is work: leaving the page before saving it asks first, naming
    // which of the hub's readings it is (a page holds many, one box each).
    unsaved: `the meter reading of ${formatDateTime(taken)} for hub ${hubId}`,
  });
  const [questions, setQuestions] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveReading_Mutation);
  const correcting = current !== undefined && current !== null;
  const focusFirstField = useFocusFirstField();
  const cancelButton = useRef<HTMLButtonElement>(null);

  const send = (confirm: boolean) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        const { data } = await save({
          variables: { hubId, uid, reading: toDecimalOrNull(values.reading) ?? 0, confirm },
        });
        const result = data?.saveMeterReading;
        if (!result) return [];
        setQuestions(result.confirmationNeeded);
        if (result.meterReading?.reading != null) onSaved?.(result.meterReading.reading);
        return result.userErrors;
      } catch (error) {
        setFailure(writeFailureText(error as Error, 'The reading may have been saved.'));
        return [];
      }
    });

  const error = form.errorFor('reading') ?? failure;
  return (
    <form
      ref={correcting ? focusFirstField : undefined}
      aria-label={correcting ? `Correct reading ${uid}` : `Save reading ${uid}`}
      onSubmit={(event: FormEvent) => {
        setQuestions([]);
        void send(false)(event);
      }}
      // Escape cancels a correction as Cancel does (as the grid's cell editor does), asking first when
      // something was typed; with the question about an implausible reading open, it first puts that
      // question away ("Change it"). While Cancel's own question is open, Escape is its Keep.
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        if (questions.length > 0) setQuestions([]);
        else if (onCancel) cancelButton.current?.click();
        else return;
        event.preventDefault();
      }}
    >
      <Stack gap="1">
        <HStack gap="2" align="start">
          <Input
            size="xs"
            w="8rem"
            inputMode="decimal"
            aria-label={`Reading for ${uid}`}
            aria-invalid={Boolean(error)}
            value={form.values.reading}
            onChange={(event) => {
              form.set('reading', event.target.value);
              setQuestions([]);
            }}
            onBlur={() => form.touch('reading')}
          />
          <Button size="xs" type="submit" loading={loading} disabled={questions.length > 0}>
            Save
          </Button>
          {onCancel && <CancelButton ref={cancelButton} form={form} size="xs" onCancel={onCancel} />}
          {error && (
            <Text fontSize="xs" color="red.600" role="alert">
              {error}
            </Text>
          )}
        </HStack>
        {questions.length > 0 && (
          <Stack role="alertdialog" aria-label="Check the reading" gap="1" bg="orange.50" p="2" rounded="sm">
            {questions.map((question) => (
              <Text key={question} fontSize="xs">
                {question}
              </Text>
            ))}
            <HStack gap="2">
              <Button size="2xs" colorPalette="orange" loading={loading} onClick={() => void send(true)()}>
                Save anyway
              </Button>
              <Button size="2xs" variant="outline" onClick={() => setQuestions([])}>
                Change it
              </Button>
            </HStack>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
