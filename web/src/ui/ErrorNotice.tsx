import type { ErrorLike } from '@apollo/client';
import { Alert, Button } from '@chakra-ui/react';
import { describeError } from '../app/apollo/errors';

interface ErrorNoticeProps {
  /** A GraphQL or network error, worded by describeError, or a message already worded for the user. */
  error: ErrorLike | string;
  /** What failed, e.g. "The hub information could not be loaded." */
  title?: string;
  onRetry?: () => void;
}

export function ErrorNotice({ error, title, onRetry }: ErrorNoticeProps) {
  const message = typeof error === 'string' ? error : describeError(error);
  return (
    <Alert.Root status="error" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
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
