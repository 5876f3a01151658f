// Lookup tables, shared by every user and replica through the cache for LOOKUP_CACHE_SECONDS (spec 1 §7:
// "intended to be cached for ten minutes"). A cached table is only handed to a validated session.
import { LOOKUP_CACHE_SECONDS } from '@hub/domain';
import type { LookupEntry, LookupTable } from '../__generated__/resolvers-types.js';
import { validatedProfile } from '../auth/session.js';
import type { GatewayContext } from '../context.js';
import { fetchLookup } from './rest.js';
import type { LookupRow } from './rest.js';
import { LOOKUP_COLUMNS, lookupTableName } from './tables.js';

export function toLookupEntry(table: LookupTable, row: LookupRow): LookupEntry {
  const columns = LOOKUP_COLUMNS[table];
  const description =
    typeof columns.description === 'function' ? columns.description(row) : row[columns.description];
  return {
    key: Number(row[columns.key]),
    description: description === null || description === undefined ? '' : String(description),
    raw: row,
  };
}

export async function lookupTable(ctx: GatewayContext, table: LookupTable): Promise<LookupEntry[]> {
  await validatedProfile(ctx);
  const key = `lookup:${lookupTableName(table)}`;
  const cached = await ctx.cache.get<LookupEntry[]>(key);
  if (cached) return cached;
  const rows = await fetchLookup(ctx.upstream, lookupTableName(table));
  const entries = rows.map((row) => toLookupEntry(table, row));
  await ctx.cache.set(key, entries, LOOKUP_CACHE_SECONDS);
  return entries;
}
