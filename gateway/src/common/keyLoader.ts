// A DataLoader over an upstream that has no batch calls: each key is fetched on its own, but a key asked
// for twice in one request is fetched once. A failed key yields its own Error, so one bad hub does not
// fail the other hubs of the same batch.
import DataLoader from 'dataloader';

export function keyLoader<K, V>(fetch: (key: K) => Promise<V>): DataLoader<K, V> {
  return new DataLoader<K, V>((keys) =>
    Promise.all(
      keys.map((key) =>
        fetch(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      ),
    ),
  );
}
