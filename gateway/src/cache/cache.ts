// A small shared cache for answers that do not depend on the caller (lookups) and for validated sessions.
// Values are JSON, so the memory and Redis implementations behave the same.

export interface Cache {
  /** The cached value, or undefined when absent, expired, or the cache cannot be reached. */
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** The live keys that start with the prefix (an admin-rate operation: it may scan the whole cache). */
  keysWithPrefix(prefix: string): Promise<string[]>;
  /**
   * Present when the cache is shared between processes (Redis): a message to every gateway replica,
   * and a way to hear them, for invalidating what each replica keeps in its own memory.
   */
  publish?(channel: string, message: string): Promise<void>;
  subscribe?(channel: string, onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}
