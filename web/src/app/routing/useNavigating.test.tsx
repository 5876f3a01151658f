import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { followNavigation, useNavigating } from './useNavigating';

function Probe({ drawn }: { drawn: string }) {
  return <p>{useNavigating(drawn) ? 'replacing' : 'current'}</p>;
}

interface State {
  location: { key: string };
  navigation: { location?: { key: string } };
}

// The parts of a data router's state the hook reads, changed as a navigation goes.
function fakeRouter() {
  const listeners = new Set<() => void>();
  let state: State = { location: { key: 'a' }, navigation: {} };
  return {
    get state() {
      return state;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: State) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useNavigating', () => {
  let unfollow: () => void = () => undefined;
  afterEach(() => unfollow());

  it('says the drawn screen is behind while the router loads or has moved on, until the new one is drawn', () => {
    const router = fakeRouter();
    unfollow = followNavigation(router);
    const { rerender } = render(<Probe drawn="a" />);
    expect(screen.getByText('current')).toBeTruthy();
    act(() => router.set({ location: { key: 'a' }, navigation: { location: { key: 'b' } } }));
    expect(screen.getByText('replacing')).toBeTruthy();
    act(() => router.set({ location: { key: 'b' }, navigation: {} }));
    expect(screen.getByText('replacing')).toBeTruthy();
    rerender(<Probe drawn="b" />);
    expect(screen.getByText('current')).toBeTruthy();
  });
});
