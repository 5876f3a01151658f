// The REST contract is declared, not implied: every route of every area states its path parameters and
// its success answer in JSON schema (Fastify validates requests and serialises answers with them), and
// every PUT its body. Read from the OpenAPI document fleet-api serves, so a new route without schemas
// fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { startFleetApi } from '../app.js';

interface Operation {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let api: RunningFleetApi;
let operations: { route: string; path: string; method: string; operation: Operation }[];

beforeAll(async () => {
  api = await startFleetApi({ port: 0, databaseUrl: null, dataDir: null, seedHubs: 5, logger: false });
  const reply = await fetch(`${api.url}/openapi.json`, { headers: { 'x-api-key': api.apiKey } });
  const document = (await reply.json()) as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );
});
afterAll(() => api?.close());

describe('every fleet-api route', () => {
  it('is in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
  });

  it('declares each path parameter with a schema', () => {
    const missing = operations.flatMap(({ route, path, operation }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1])
        .filter((name) => !operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.schema))
        .map((name) => `${route}: {${name}}`),
    );
    expect(missing).toEqual([]);
  });

  it('declares its success answer', () => {
    const missing = operations
      .filter(({ operation }) => !operation.responses?.['200']?.content?.['application/json']?.schema)
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it('declares the body of every PUT', () => {
    const missing = operations
      .filter(({ method, operation }) => method === 'put' && !operation.requestBody?.content)
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });
});
