import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

describe('lazyScreen', () => {
  it('renders code the loader already fetched at once, without suspending (no fallback, no reveal throttle)', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <p>The screen</p> }));
    await act(() => Screen.preload?.());
    render(
      <Suspense fallback={<p>Opening</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously after the first render: React.lazy would show the fallback here.
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByText('Opening')).toBeNull();
  });

  it('still suspends on code that has not arrived, and shows it when it does', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Opening</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Opening')).toBeTruthy();
    await act(async () => arrive({ default: () => <p>The screen</p> }));
    expect(await screen.findByText('The screen')).toBeTruthy();
  });
});
