import type { ErrorLike } from '@apollo/client';
import { Alert, Button } from '@chakra-ui/react';
import { describeError } from '../app/apollo/errors';
import { UNCERTAIN_WRITE_TEXT, saveFailureKind } from './saveFailureKind';

interface ErrorNoticeProps {
  /** A GraphQL or network error, worded by describeError, or a message already worded for the user. */
  error: ErrorLike | string;
  /** What failed, e.g. "The hub information could not be loaded." */
  title?: string;
  onRetry?: () => void;
  /**
   * For a write: the title said instead of `title` when it got no answer (a timeout, the connection
   * lost), as it may then have gone through, e.g. "The issue may have been saved." Its text says so and
   * asks to check before trying again, rather than "was not saved … try again", which could repeat it.
   */
  uncertainTitle?: string;
}

export function ErrorNotice({ error, title, onRetry, uncertainTitle }: ErrorNoticeProps) {
  const uncertain =
    uncertainTitle !== undefined && typeof error !== 'string' && saveFailureKind(error) === 'uncertain';
  const shownTitle = uncertain ? uncertainTitle : title;
  const message = uncertain ? UNCERTAIN_WRITE_TEXT : typeof error === 'string' ? error : describeError(error);
  return (
    <Alert.Root status={uncertain ? 'warning' : 'error'} size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {shownTitle && <Alert.Title>{shownTitle}</Alert.Title>}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
