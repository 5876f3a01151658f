// How an editor reports a save that did not simply succeed or fail (issue 16): a save refused because
// someone else changed the record since it was opened (CONFLICT) offers to reload the stored copy, and a
// save whose answer never came (timeout, connection lost) says plainly that it may have gone through.
import type { ErrorLike } from '@apollo/client';
import { Alert, Button } from '@chakra-ui/react';
import { ErrorNotice } from './ErrorNotice';
import { saveFailureKind } from './saveFailureKind';

/** The text shown when a save got no answer: the record below is what is stored now. */
export function uncertainSaveText(what: string): string {
  return `The save did not answer in time, so it may have gone through. Showing the ${what} as stored now: check it before saving again.`;
}

interface SaveFailureNoticeProps {
  error: ErrorLike;
  /** The record, as in "The {what} was not saved.", e.g. "information", "boiler". */
  what: string;
  /** Brings in the stored copy (refetch) and restarts the edit from it. */
  onReload: () => void;
}

export function SaveFailureNotice({ error, what, onReload }: SaveFailureNoticeProps) {
  const kind = saveFailureKind(error);
  if (kind === 'failed') return <ErrorNotice title={`The ${what} was not saved.`} error={error} />;
  const conflict = kind === 'conflict';
  return (
    <Alert.Root status={conflict ? 'warning' : 'info'} size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {conflict ? `The ${what} was not saved.` : `The ${what} may have been saved.`}
        </Alert.Title>
        <Alert.Description>
          {conflict
            ? `Someone else changed the ${what} after you opened it. Reload to see their change, then make yours again.`
            : uncertainSaveText(what)}
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onReload}>
        Reload
      </Button>
    </Alert.Root>
  );
}

/** Above the stored copy, after a save that got no answer. */
export function UncertainSaveNotice({ what }: { what: string }) {
  return (
    <Alert.Root status="info" size="sm" role="status" mb="2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`The ${what} may have been saved.`}</Alert.Title>
        <Alert.Description>{uncertainSaveText(what)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
