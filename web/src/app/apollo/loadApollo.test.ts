import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloRuntime } from './apolloRuntime';
import { installApollo, loadApollo, loadedApollo, subscribeApollo } from './loadApollo';

afterEach(() => installApollo(null));

describe('the lazily loaded Apollo runtime', () => {
  it('is not there until it is asked for', () => {
    expect(loadedApollo()).toBeNull();
  });

  it('loads once: every caller gets the same client, and listeners hear when it has arrived', async () => {
    const heard = vi.fn();
    const unsubscribe = subscribeApollo(heard);
    const [first, second] = await Promise.all([loadApollo(), loadApollo()]);
    unsubscribe();
    expect(first).toBe(second);
    expect(loadedApollo()).toBe(first);
    expect(await loadApollo()).toBe(first);
    expect(heard).toHaveBeenCalledTimes(1);
    // The client the app creates: the HTTP link to /graphql with the app's cache rules.
    expect(first.client.cache).toBeTruthy();
    expect(typeof first.preloadQuery).toBe('function');
  });

  it('hands out a runtime a test installed instead of creating its own', async () => {
    const installed = createApolloRuntime();
    installApollo(installed);
    expect(await loadApollo()).toBe(installed);
  });
});
