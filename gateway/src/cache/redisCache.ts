// The cache shared by gateway replicas. Redis is an optimisation, never a dependency: when it is down or
// slow, get answers "absent" and set does nothing, so requests go to the upstream instead of failing.
// The outage is logged once, and once more after Redis has come back and failed again.
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import type { Cache } from './cache.js';

const COMMAND_TIMEOUT_MS = 250;
const FIRST_CONNECT_TIMEOUT_MS = 1_000;

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

export class RedisCache implements Cache {
  private readonly client: Redis;
  /** A second connection for subscriptions (a subscribed Redis connection can do nothing else). */
  private subscriber: Redis | null = null;
  private firstConnect: Promise<void> | null = null;
  private failing = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      // Commands fail at once while disconnected rather than queueing behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: FIRST_CONNECT_TIMEOUT_MS,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    this.client.on('error', (error: Error) => this.fail(error));
    this.client.on('ready', () => {
      this.failing = false;
    });
  }

  async get<T>(key: string): Promise<T | undefined> {
    if (!(await this.ready())) return undefined;
    try {
      const json = await this.client.get(this.prefix + key);
      return json === null ? undefined : (JSON.parse(json) as T);
    } catch (error) {
      this.fail(error);
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (!(await this.ready())) return;
    try {
      await this.client.set(
        this.prefix + key,
        JSON.stringify(value),
        'EX',
        Math.max(1, Math.round(ttlSeconds)),
      );
    } catch (error) {
      this.fail(error);
    }
  }

  async delete(key: string): Promise<void> {
    if (!(await this.ready())) return;
    try {
      await this.client.del(this.prefix + key);
    } catch (error) {
      this.fail(error);
    }
  }

  async keysWithPrefix(prefix: string): Promise<string[]> {
    if (!(await this.ready())) return [];
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await this.client.scan(
          cursor,
          'MATCH',
          `${escapeGlob(this.prefix + prefix)}*`,
          'COUNT',
          500,
        );
        cursor = next;
        keys.push(...batch.map((key) => key.slice(this.prefix.length)));
      } while (cursor !== '0');
      return keys;
    } catch (error) {
      this.fail(error);
      return [];
    }
  }

  async publish(channel: string, message: string): Promise<void> {
    if (!(await this.ready())) return;
    try {
      await this.client.publish(this.prefix + channel, message);
    } catch (error) {
      this.fail(error);
    }
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<void> {
    const name = this.prefix + channel;
    if (!this.subscriber) {
      // Unlike the command connection, this one queues while offline, so the subscription is made
      // (and remade by ioredis after a reconnect) whenever Redis is there.
      this.subscriber = this.client.duplicate({
        enableOfflineQueue: true,
        lazyConnect: false,
        commandTimeout: undefined,
      });
      this.subscriber.on('error', (error: Error) => this.fail(error));
    }
    this.subscriber.on('message', (from: string, message: string) => {
      if (from === name) onMessage(message);
    });
    await this.subscriber.subscribe(name).catch((error: unknown) => this.fail(error));
  }

  async close(): Promise<void> {
    this.client.disconnect();
    this.subscriber?.disconnect();
  }

  // The connection is opened on first use and waited for once, so the first requests after start use
  // Redis; later, a lost connection is reconnected in the background while requests skip the cache.
  private async ready(): Promise<boolean> {
    this.firstConnect ??= this.client.connect().catch((error: unknown) => this.fail(error));
    if (this.client.status !== 'ready') await this.firstConnect;
    return this.client.status === 'ready';
  }

  private fail(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Redis cache unavailable (${reason}); answering from the upstream until it is back.`);
  }
}
