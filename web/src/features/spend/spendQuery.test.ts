import { describe, expect, it } from 'vitest';
import { hubSpendVariables } from './spendQuery';

describe('the Spend tab’s preloaded request', () => {
  it('asks for the timeframe the address names, so a link to another period is one request, not two', () => {
    const variables = (search: string) => hubSpendVariables(42, null, new URLSearchParams(search));
    expect(variables('timeframe=THIS_MONTH')).toEqual({ hubId: 42, timeframe: 'THIS_MONTH' });
    expect(variables('')).toEqual({ hubId: 42, timeframe: 'LAST_14_DAYS' });
    // Not a timeframe: the tab shows the default, and so asks for it.
    expect(variables('timeframe=NEXT_CENTURY')).toEqual({ hubId: 42, timeframe: 'LAST_14_DAYS' });
  });
});
