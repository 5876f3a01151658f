import { describe, expect, it } from 'vitest';
import type { LookupTable } from '../__generated__/resolvers-types.js';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';
import { LOOKUP_COLUMNS, lookupTableName } from './tables.js';

const TABLES = Object.keys(LOOKUP_COLUMNS) as LookupTable[];
const LOOKUP = 'query ($table: LookupTable!) { lookup(table: $table) { key description raw } }';

type Entries = { lookup: { key: number; description: string; raw: Record<string, unknown> }[] };

const caches = [
  { cache: 'memory', redisUrl: null },
  ...(process.env.REDIS_URL ? [{ cache: 'Redis', redisUrl: process.env.REDIS_URL }] : []),
];

describe.each(backends)('lookups against fleet-api on $name', (backend) => {
  describe.each(caches)('with the $cache cache', ({ redisUrl }) => {
    const { stack, session } = signedInStack(backend, STAFF, { redisUrl });

    it('fetches a table asked for twice in one request once', async () => {
      // First test of the block: the table is not cached yet, and the session was cached at sign-in.
      const answer = await stack.query(
        '{ a: lookup(table: ISSUE_TAG_TYPE) { key } b: lookup(table: ISSUE_TAG_TYPE) { description } }',
        {},
        session,
      );
      expect(answer.data?.a).toHaveLength((answer.data?.b as unknown[]).length);
      expect(answer.upstreamCalls).toBe(1);
    });

    it.each(TABLES)(
      'serves %s as key and description, with the row as the upstream sent it',
      async (table) => {
        const rows = await stack.rest<Record<string, unknown>[]>(
          `/api/private/lookups/${lookupTableName(table)}`,
          session.token,
        );
        const answer = await stack.query<Entries>(LOOKUP, { table }, session);
        expect(answer.errors).toBeUndefined();
        const { key, description } = LOOKUP_COLUMNS[table];
        expect(rows.length).toBeGreaterThan(0);
        const expectedDescription = (row: Record<string, unknown>) =>
          typeof description === 'function' ? description(row) : String(row[description]);
        expect(answer.data?.lookup).toEqual(
          rows.map((row) => ({ key: Number(row[key]), description: expectedDescription(row), raw: row })),
        );
      },
    );

    it('words shipments, which have only a size, by number and size', async () => {
      const answer = await stack.query<Entries>(LOOKUP, { table: 'SHIPMENT' }, session);
      const first = answer.data?.lookup[0];
      expect(first?.description).toBe(`Shipment ${first?.key} (${String(first?.raw.shipment_size)} units)`);
    });

    it('answers a table a second time from the cache, without an upstream call', async () => {
      const first = await stack.query<Entries>(LOOKUP, { table: 'FUEL_TYPES' }, session);
      const second = await stack.query<Entries>(LOOKUP, { table: 'FUEL_TYPES' }, session);
      expect(second.data).toEqual(first.data);
      expect(second.upstreamCalls).toBe(0);
    });

    it('serves cached tables only to a valid session', async () => {
      await stack.query(LOOKUP, { table: 'COMPANIES' }, session);
      const none = await stack.query(LOOKUP, { table: 'COMPANIES' });
      const forged = await stack.query(LOOKUP, { table: 'COMPANIES' }, { token: 'forged' });
      expect(codes(none)).toEqual(['UNAUTHENTICATED']);
      expect(codes(forged)).toEqual(['UNAUTHENTICATED']);
      expect(forged.upstreamCalls).toBe(1);
    });
  });
});
