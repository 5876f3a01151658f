import { Spinner } from '@chakra-ui/react';

/** Shown for the moment a screen's code is being fetched. */
export function ScreenLoading() {
  return <Spinner size="sm" color="blue.500" aria-label="Opening screen" />;
}
