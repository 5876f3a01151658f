// Spec 2 §4 row colours of installation jobs: accepted, assigned, in-progress and completed are shades
// of green; cancelled, deleted and rejected dark red; unassigned beige; missing and incomplete red.
import type { Swatch } from '../../ui/colours';

const GREENS: Record<string, Swatch> = {
  JOB_ACCEPTED: { bg: 'green.50', color: 'green.950' },
  JOB_ASSIGNED: { bg: 'green.100', color: 'green.950' },
  JOB_INPROGRESS: { bg: 'green.200', color: 'green.950' },
  JOB_COMPLETED: { bg: 'green.300', color: 'green.950' },
};

export function jobRowSwatch(status: string, band: string): Swatch {
  switch (band) {
    case 'DONE_OR_GOING':
      return GREENS[status] ?? { bg: 'green.100', color: 'green.950' };
    case 'STOPPED':
      return { bg: 'red.800', color: 'white' };
    case 'UNASSIGNED':
      return { bg: '#f5f5dc', color: 'fg' };
    case 'MISSING':
      return { bg: 'red.300', color: 'red.950' };
    default:
      return { bg: 'transparent', color: 'fg' };
  }
}
