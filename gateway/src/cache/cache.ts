// A small shared cache for answers that do not depend on the caller (lookups) and for validated sessions.
// Values are JSON, so the memory and Redis implementations behave the same.

export interface Cache {
  /** The cached value, or undefined when absent, expired, or the cache cannot be reached. */
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
