import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Outcome } from './useLeadPanels';

/** The last leads panel's outcome, above the grid (the one way both leads grids say it). */
export function PanelOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Text role="status" color={outcome.ok ? 'green.700' : 'red.700'}>
      {outcome.message}
      {outcome.link && (
        <>
          {' '}
          <Link asChild color="blue.600" textDecoration="underline">
            <RouterLink to={outcome.link.to}>{outcome.link.text}</RouterLink>
          </Link>
        </>
      )}
    </Text>
  );
}
