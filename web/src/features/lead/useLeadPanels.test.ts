import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridSelection } from '../../ui/grid';
import { useLeadPanels } from './useLeadPanels';

const ticked = (...ids: number[]) => ({ ids: new Set(ids) }) as unknown as GridSelection;

describe('useLeadPanels', () => {
  it('closes Update Info when the list changes (its uids belong to the list left), not Add Lead', () => {
    const { result, rerender } = renderHook(({ list }) => useLeadPanels<'modify' | 'add'>(list, ['modify']), {
      initialProps: { list: 'NEW' },
    });
    result.current.selection.current = ticked(2774);
    act(() => result.current.toggle('modify'));
    expect(result.current.open).toBe('modify');
    expect(result.current.uids).toEqual([2774]);
    rerender({ list: 'DEAD' });
    expect(result.current.open).toBeNull();

    act(() => result.current.toggle('add'));
    rerender({ list: 'NEW' });
    expect(result.current.open).toBe('add');
  });
});
