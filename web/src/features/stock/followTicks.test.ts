import { describe, expect, it } from 'vitest';
import { followTicks } from './followTicks';

const ticks = (search: string, ...hubIds: number[]) => ({ hubIds, search });

describe('followTicks', () => {
  it('adds a hub ticked at the end and keeps the text as typed', () => {
    expect(followTicks('1001\n1002;', ticks('a', 1001), ticks('a', 1001, 1003))).toBe('1001\n1002, 1003');
    expect(followTicks('', ticks('a'), ticks('a', 1003))).toBe('1003');
  });

  it('does not list a ticked hub twice, by its id or its serial', () => {
    expect(followTicks('1001, 1003', ticks('a', 1001), ticks('a', 1001, 1003))).toBe('1001, 1003');
    // 1100175 is the serial of hub 1001.
    expect(followTicks('1100175', ticks('a'), ticks('a', 1001))).toBe('1100175');
  });

  it('takes a hub unticked out, written as its id or its serial, and keeps what was typed', () => {
    expect(followTicks('1001, 1002, 2000', ticks('a', 1001, 1002), ticks('a', 1002))).toBe('1002, 2000');
    expect(followTicks('1100175 1002', ticks('a', 1001, 1002), ticks('a', 1002))).toBe('1002');
    expect(followTicks('1001, x9', ticks('a', 1001), ticks('a'))).toBe('x9');
  });

  it('keeps the box when a new search clears the ticks, and adds what is ticked in the new one', () => {
    expect(followTicks('1001, 1002', ticks('a', 1001, 1002), ticks('b'))).toBe('1001, 1002');
    expect(followTicks('1001, 1002', ticks('b'), ticks('b', 1005))).toBe('1001, 1002, 1005');
  });
});
