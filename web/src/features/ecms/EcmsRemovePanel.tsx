import { useMutation } from '@apollo/client/react';
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
 * and the panel's owner offers Undo (a removal by mistake is a grant lost), so nothing is asked first.
 */
export function EcmsRemovePanel({ onDone, onCancel }: EcmsRemovePanelProps) {
  const form = useForm<{ mprn: string }>({
    initial: { mprn: '' },
    validate: (values) =>
      values.mprn.trim() ? [] : [{ field: 'mprn', message: 'Enter the MPRN to remove.' }],
    labels: { mprn: 'MPRN Number' },
  });
  const [send, { loading, error }] = useMutation(EcmsRemovePanel_Mutation);
  const actionKey = useIdempotencyKey();

  const submit = form.handleSubmit(async ({ mprn }) => {
    const input = { mprn: mprn.trim() };
    const { data } = await send({ variables: { input }, context: actionKey({ input }) });
    const outcome = data?.removeEcmsRow;
    if (outcome?.ecmsRow) onDone(outcome.ecmsRow.mprn, outcome.ecmsRow.removedAt ?? null);
    return outcome?.userErrors;
  });

  return (
    <EcmsPanelForm
      title="Remove from the ECMS register"
      submitLabel="Remove"
      destructive
      maxW="lg"
      sending={loading}
      failed={Boolean(error)}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
      onCancel={onCancel}
    >
      <TextField label="MPRN Number" {...form.bind('mprn')} />
    </EcmsPanelForm>
  );
}
