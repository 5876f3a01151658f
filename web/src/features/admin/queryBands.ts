// Spec 3 §2.8: the average cell's colours. The gateway says which band (domain/admin/queryStatistics);
// the web decides what it looks like.
import type { QueryCostBand } from '../../__generated__/graphql';
import type { Swatch } from '../../ui/colours';

const BANDS: Record<QueryCostBand, Swatch> = {
  FAST: { bg: 'green.500', color: 'white' },
  QUICK: { bg: 'green.100', color: 'green.900' },
  MODERATE: { bg: '#d2b48c', color: 'gray.900' },
  SLOW: { bg: 'red.500', color: 'white' },
  VERY_SLOW: { bg: 'red.900', color: 'white' },
};

export function queryBandSwatch(band: QueryCostBand | null | undefined): Swatch | null {
  return band ? BANDS[band] : null;
}
