// What /healthz says about the fleet API: its last known state and how old that knowledge is, learnt
// from the outcome of real calls and from a probe on a connection of its own. /healthz never waits for
// the shared connection pool (issue 16 item 5: with the pool saturated by a stalled upstream, a probe
// queued behind 135 requests took 16.4 s, and a load balancer would have called the gateway dead).
import { Client } from 'undici';

export type UpstreamState = 'ok' | 'down' | 'unknown';

export interface HealthReport {
  upstream: UpstreamState;
  /** Milliseconds since the state was learnt; null when it never was. */
  upstreamCheckedMsAgo: number | null;
}

/** A state older than this starts a new probe (in the background: the answer does not wait for it). */
const FRESH_MS = 2_000;
const PROBE_TIMEOUT_MS = 2_000;
/**
 * While nothing is known yet, a report waits this long for the probe: enough for an upstream that
 * answers or refuses, short enough for a load balancer when it does neither ("unknown").
 */
const FIRST_PROBE_WAIT_MS = 100;

export class UpstreamHealth {
  private readonly client: Client;
  private state: UpstreamState = 'unknown';
  private at = 0;
  private probing: Promise<void> | null = null;

  constructor(
    origin: string,
    private readonly probePath: string,
    private readonly apiKey: string,
  ) {
    this.client = new Client(origin, {
      headersTimeout: PROBE_TIMEOUT_MS,
      bodyTimeout: PROBE_TIMEOUT_MS,
      connect: { timeout: PROBE_TIMEOUT_MS },
    });
  }

  /** The outcome of a real call: it answered (below 500), or it failed to (refused, timed out, 5xx). */
  record(answered: boolean): void {
    this.state = answered ? 'ok' : 'down';
    this.at = Date.now();
  }

  async report(): Promise<HealthReport> {
    if (Date.now() - this.at > FRESH_MS) {
      const probe = this.probe();
      if (this.state === 'unknown') await Promise.race([probe, delay(FIRST_PROBE_WAIT_MS)]);
    }
    return { upstream: this.state, upstreamCheckedMsAgo: this.at === 0 ? null : Date.now() - this.at };
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private probe(): Promise<void> {
    this.probing ??= this.client
      .request({ method: 'GET', path: this.probePath, headers: { 'x-api-key': this.apiKey } })
      .then(async ({ statusCode, body }) => {
        await body.dump();
        this.record(statusCode >= 200 && statusCode < 300);
      })
      .catch(() => this.record(false))
      .finally(() => {
        this.probing = null;
      });
    return this.probing;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
