import type { ErrorLike } from '@apollo/client';
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';

interface QueryContentProps<T> {
  data: T | undefined;
  /** What the last successful load returned; kept on screen when a later refresh fails. */
  previousData?: T | undefined;
  error: ErrorLike | undefined;
  /** What failed, e.g. "The version counts could not be loaded." */
  errorTitle: string;
  loadingText?: string;
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/**
 * One panel's loading, error and data states. Spec 1 §8: a failed refresh does not replace what is
 * already shown, so data from the previous load wins over a new error.
 */
export function QueryContent<T>(props: QueryContentProps<T>) {
  const { data, previousData, error, errorTitle, loadingText = 'Loading...', onRetry, children } = props;
  const shown = data ?? previousData;
  if (shown !== undefined) return children(shown);
  if (error) return <ErrorNotice title={errorTitle} error={error} onRetry={onRetry} />;
  return <Text color="fg.muted">{loadingText}</Text>;
}
