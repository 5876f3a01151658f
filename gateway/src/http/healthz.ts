// GET /healthz: 200 whenever the gateway itself can answer, saying whether the fleet API answers too, so
// a load balancer keeps a gateway that can still serve the app and explain the outage.
import type { ServerResponse } from 'node:http';
import type { Upstream } from '../upstream/upstream.js';
import { sendJson } from './send.js';

const UPSTREAM_CHECK_TIMEOUT_MS = 2_000;

export async function healthz(res: ServerResponse, upstream: Upstream): Promise<void> {
  const up = await upstream.ping(UPSTREAM_CHECK_TIMEOUT_MS);
  sendJson(res, 200, { status: 'ok', upstream: up ? 'ok' : 'down' });
}
