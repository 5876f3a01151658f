// The in-process cache: a Map in insertion order with per-entry expiry. When full, the oldest entry goes,
// which bounds memory however many distinct keys arrive (one per session token).
import type { Cache } from './cache.js';

interface Entry {
  json: string;
  expiresAt: number;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 10_000,
    // Date.now looked up on each call, so a test that moves the clock moves the cache with it.
    private readonly now: () => number = () => Date.now(),
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Stored as JSON so a caller mutating what it got cannot change what the next request sees.
    return JSON.parse(entry.json) as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async keysWithPrefix(prefix: string): Promise<string[]> {
    const now = this.now();
    return [...this.entries]
      .filter(([key, entry]) => key.startsWith(prefix) && entry.expiresAt > now)
      .map(([key]) => key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
