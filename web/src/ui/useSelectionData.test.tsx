import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelectionData } from './useSelectionData';

describe('useSelectionData', () => {
  it('keeps the last data of the same selection while a refresh is on its way or failed', () => {
    const { result, rerender } = renderHook(({ data, key }) => useSelectionData(data, key), {
      initialProps: { data: ['hub 1001'] as string[] | undefined, key: 'version 1.1.4' },
    });
    expect(result.current).toEqual(['hub 1001']);
    rerender({ data: undefined, key: 'version 1.1.4' });
    expect(result.current).toEqual(['hub 1001']);
  });

  it("never shows another selection's rows under the new one, loading or failed", () => {
    const { result, rerender } = renderHook(({ data, key }) => useSelectionData(data, key), {
      initialProps: { data: ['hub 1001'] as string[] | undefined, key: 'version 1.1.4' },
    });
    rerender({ data: undefined, key: 'version 1.1.3' });
    expect(result.current).toBeUndefined();
    rerender({ data: ['hub 1003'], key: 'version 1.1.3' });
    expect(result.current).toEqual(['hub 1003']);
    // Back to the first selection: its old rows are not brought back either, they were replaced.
    rerender({ data: undefined, key: 'version 1.1.4' });
    expect(result.current).toBeUndefined();
  });
});
