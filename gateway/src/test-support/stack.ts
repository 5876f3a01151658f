// A real fleet-api (in-memory PGlite, or a fresh schema of DATABASE_URL's PostgreSQL) with a real gateway
// in front of it, both on free ports, for the integration tests. Tests call the gateway over HTTP as the
// web app does and compare with what fleet-api answers over REST.
import { randomUUID } from 'node:crypto';
import { startFleetApi } from '@hub/fleet-api';
import { startGateway } from '../app.js';
import type { Caller } from './graphqlClient.js';
import { graphql } from './graphqlClient.js';

export const DEMO_PASSWORD = 'demo';
export const ADMIN = 'admin@hubs.example';
export const STAFF = 'staff@hubs.example';

export interface Backend {
  name: string;
  databaseUrl: string | null;
}

/**
 * The fleet-api these tests run against: PostgreSQL when DATABASE_URL is set (CI sets it), PGlite
 * otherwise. One, not both: what differs between the two engines is fleet-api's SQL, and fleet-api's own
 * suite runs on both; the gateway only sees its REST answers. (Running every gateway file on both was a
 * third of this suite's time.) Tests about PGlite's own behaviour start it by name (cancellation).
 */
export const backends: Backend[] = [
  process.env.DATABASE_URL
    ? { name: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL }
    : { name: 'PGlite', databaseUrl: null },
];

export interface Session {
  token: string;
  /** The Cookie header a browser would send back. */
  cookie: string;
}

export interface Stack {
  gatewayUrl: string;
  fleetUrl: string;
  /** A query on fleet-api's database, to find rows in a given state (e.g. every hub id). */
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** fleet-api's answer's `data` for a GET with this token (the raw REST view). */
  rest<T>(path: string, token: string): Promise<T>;
  login(email: string): Promise<Session>;
  /** Another gateway in front of the same fleet-api, sharing the first one's cache (a replica). */
  replica(): Promise<{ gatewayUrl: string; close(): Promise<void> }>;
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    caller?: Caller,
  ): ReturnType<typeof graphql<T>>;
  close(): Promise<void>;
}

export interface StackOptions {
  seedHubs?: number;
  redisUrl?: string | null;
  /** Let the gateway log (to the console, where a test can watch it). */
  logger?: boolean;
}

export async function startStack(backend: Backend, options: StackOptions = {}): Promise<Stack> {
  const schema = backend.databaseUrl ? `gateway_test_${randomUUID().replaceAll('-', '')}` : null;
  const fleet = await startFleetApi({
    port: 0,
    databaseUrl: backend.databaseUrl,
    ...(schema ? { databaseSchema: schema } : {}),
    dataDir: null,
    seedHubs: options.seedHubs ?? 60,
    demoPassword: DEMO_PASSWORD,
    logger: false,
    // Every test signs in from 127.0.0.1; the per-address limit has its own test.
    loginAddressLimit: 100_000,
  });
  const gatewayOptions = {
    port: 0,
    upstreamUrl: fleet.url,
    apiKey: fleet.apiKey,
    redisUrl: options.redisUrl ?? null,
    cachePrefix: `hubadmin-test:${randomUUID()}:`,
    webDist: null,
    logger: options.logger ?? false,
  };
  const gateway = await startGateway(gatewayOptions);
  const replicas: { close(): Promise<void> }[] = [];

  const query: Stack['query'] = (text, variables, caller) => graphql(gateway.url, text, variables, caller);

  return {
    gatewayUrl: gateway.url,
    fleetUrl: fleet.url,
    query,
    sql: (text, params) => fleet.db.query(text, params),
    async rest<T>(path: string, token: string): Promise<T> {
      const res = await fetch(fleet.url + path, {
        headers: { 'x-api-key': fleet.apiKey, authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { status: string; data: T };
      if (body.status !== 'success')
        throw new Error(`GET ${path} failed: ${res.status} ${JSON.stringify(body)}`);
      return body.data;
    },
    async login(email) {
      const answer = await query<{ login: { token: string } }>(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { email, password: DEMO_PASSWORD },
      );
      const token = answer.data?.login.token;
      const cookie = answer.setCookie[0]?.split(';')[0];
      if (!token || !cookie) throw new Error(`login as ${email} failed: ${JSON.stringify(answer.errors)}`);
      return { token, cookie };
    },
    async replica() {
      const started = await startGateway(gatewayOptions);
      replicas.push(started);
      return { gatewayUrl: started.url, close: () => started.close() };
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.close()));
      await gateway.close();
      // Each run works in a schema of its own; leave the shared database as it was.
      if (schema) await fleet.db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await fleet.close();
    },
  };
}
