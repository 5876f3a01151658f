import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ErrorNotice } from './ErrorNotice';
import type { Pager as PagerState } from './usePager';

interface PagerProps {
  pager: PagerState;
  /** The page shown has an older one after it (its connection's hasNextPage). */
  hasOlder: boolean;
  /** The page shown's end cursor. */
  endCursor: string | null | undefined;
  /** Button words: Newer/Older by default; the hub list says Previous/Next, messages Newer/Earlier. */
  newerText?: string;
  olderText?: string;
  /** Shown beside the buttons, e.g. "Page 2, 200 hubs"; it always describes the rows on screen. */
  label?: string;
  size?: 'xs' | 'sm';
  /** Leave out a button that cannot be used instead of disabling it (the hub lists, as spec 2 has it). */
  hideUnavailable?: boolean;
}

/**
 * The Newer button of a pager (also set in a table's header by the logs): off while a move is on its way;
 * "First page" on a page opened from a link, which knows no page before it but the first.
 */
export function NewerButton({
  pager,
  size = 'sm',
  children = 'Newer',
  run = (move) => move(),
}: {
  pager: PagerState;
  size?: '2xs' | 'xs' | 'sm';
  children?: string;
  /** Runs the move: DiscardFirst's `run` when the rows hold forms (a list of meter readings to type). */
  run?: (move: () => void) => void;
}) {
  return (
    <Button
      size={size}
      variant="outline"
      disabled={!pager.hasNewer || pager.moving}
      onClick={() => run(pager.newer)}
    >
      {/* A page opened from a link knows no page before it, only the first. */}
      {pager.newerToFirst ? 'First page' : children}
    </Button>
  );
}

/**
 * Newer / Older buttons over usePager: both disabled while a page is on its way (with a spinner), and a
 * failed move said beside them while the rows of the page shown stay.
 */
export function Pager({
  pager,
  hasOlder,
  endCursor,
  newerText = 'Newer',
  olderText = 'Older',
  label,
  size = 'sm',
  hideUnavailable = false,
}: PagerProps) {
  const canGoOlder = hasOlder && !!endCursor;
  return (
    <Stack gap="2">
      <HStack gap="2">
        {(pager.hasNewer || !hideUnavailable) && (
          <NewerButton pager={pager} size={size}>
            {newerText}
          </NewerButton>
        )}
        {(canGoOlder || !hideUnavailable) && (
          <Button
            size={size}
            variant="outline"
            disabled={!canGoOlder || pager.moving}
            onClick={() => pager.older(endCursor)}
          >
            {olderText}
          </Button>
        )}
        {label && (
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
        )}
      </HStack>
      <PageMoveStatus pager={pager} />
    </Stack>
  );
}

/** A spinner while a page is on its way, and why the last move failed (for screens with their own buttons). */
export function PageMoveStatus({ pager }: { pager: PagerState }) {
  if (pager.moving)
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="sm" />
        <Text>Loading the page…</Text>
      </HStack>
    );
  if (pager.moveError) return <MoveFailed error={pager.moveError} />;
  return null;
}

/**
 * Why a move failed, brought into view when it appears: the buttons sit under a table as tall as the
 * window, so a person who scrolled down to press Next would otherwise see nothing happen, the notice
 * landing below the window's edge.
 */
function MoveFailed({ error }: { error: NonNullable<PagerState['moveError']> }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  return (
    <Box ref={notice}>
      <ErrorNotice title="That page could not be loaded." error={error} />
    </Box>
  );
}
