import { ECMS_REMOVE_LABEL, ecmsRemoveProblems } from '@hub/domain';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { TextField, useForm } from '../../ui/form';
import { useIdempotencyKey } from '../../ui/useIdempotencyKey';
import { EcmsRemovePanel_Mutation } from './ecmsOperations';
import { EcmsPanelForm } from './EcmsPanelForm';

interface EcmsRemovePanelProps {
  /** Removed: the MPRN and when, for the Undo offered after the panel closes. */
  onDone(mprn: string, removedAt: string | null): void;
  onCancel(): void;
}

/**
 * Spec 3 §2.5 Remove: one MPRN taken out of the register. The row is kept with who removed it and when,
 * and the panel's owner offers Undo (a removal by mistake is a grant lost), so nothing is asked first. A
 * refusal (an MPRN not in the register) is a non-success answer: spec 3 §8's 'Error uploading file!' with
 * 'Please contact support', and the register's reason beside the field, until the MPRN is changed.
 */
export function EcmsRemovePanel({ onDone, onCancel }: EcmsRemovePanelProps) {
  const form = useForm<{ mprn: string }>({
    initial: { mprn: '' },
    validate: ecmsRemoveProblems,
    labels: { mprn: ECMS_REMOVE_LABEL },
  });
  // The values the register refused (the form's values object, new with each change).
  const [refused, setRefused] = useState<object | null>(null);
  const [send, { loading, error }] = useMutation(EcmsRemovePanel_Mutation);
  const actionKey = useIdempotencyKey();

  const submit = form.handleSubmit(async (values) => {
    setRefused(null);
    const input = { mprn: values.mprn.trim() };
    const { data } = await send({ variables: { input }, context: actionKey({ input }) });
    const outcome = data?.removeEcmsRow;
    if (outcome?.ecmsRow) onDone(outcome.ecmsRow.mprn, outcome.ecmsRow.removedAt ?? null);
    if (outcome?.userErrors.length) setRefused(values);
    return outcome?.userErrors;
  });

  return (
    <EcmsPanelForm
      title="Remove from the ECMS register"
      submitLabel="Remove"
      destructive
      maxW="lg"
      sending={loading}
      blocked={!form.valid}
      failed={Boolean(error) || refused === form.values}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      form={form}
      onCancel={onCancel}
    >
      <TextField label={ECMS_REMOVE_LABEL} inputMode="numeric" {...form.bind('mprn')} />
    </EcmsPanelForm>
  );
}
