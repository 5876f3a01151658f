import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memoryCache.js';

describe('MemoryCache', () => {
  it('answers until the time to live has passed, then forgets', async () => {
    let now = 0;
    const cache = new MemoryCache(100, () => now);
    await cache.set('lookup:fuel_types', [{ key: 1, description: 'Oil' }], 600);
    now = 599_999;
    expect(await cache.get('lookup:fuel_types')).toEqual([{ key: 1, description: 'Oil' }]);
    now = 600_000;
    expect(await cache.get('lookup:fuel_types')).toBeUndefined();
  });

  it('drops the oldest entry when full', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('hands out copies, so a caller cannot change what the next request gets', async () => {
    const cache = new MemoryCache();
    await cache.set('k', { rows: [1] }, 60);
    const first = await cache.get<{ rows: number[] }>('k');
    first?.rows.push(2);
    expect(await cache.get('k')).toEqual({ rows: [1] });
  });

  it('deletes', async () => {
    const cache = new MemoryCache();
    await cache.set('session:x', { id: 1 }, 60);
    await cache.delete('session:x');
    expect(await cache.get('session:x')).toBeUndefined();
  });
});
