// GET /healthz: 200 whenever the gateway itself can answer, saying what it last knew of the fleet API and
// how long ago (upstream/health.ts), so a load balancer keeps a gateway that can still serve the app and
// explain the outage. It answers in milliseconds whatever the connection pool to the fleet API holds.
import type { ServerResponse } from 'node:http';
import type { Upstream } from '../upstream/upstream.js';
import { sendJson } from './send.js';

export async function healthz(res: ServerResponse, upstream: Upstream): Promise<void> {
  sendJson(res, 200, { status: 'ok', ...(await upstream.health.report()) });
}
