// Shared by the hub-tab end-to-end tests (installation, oil, pairings, schedule, spend, graph): GraphQL
// through the signed-in page's own session, and finding demo hubs in a given state through the API
// rather than assuming seed ids.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The first existing demo hub (from 1001 up) whose answer to `query` (with $hubId) passes `test`. */
export async function findHub<T>(
  page: Page,
  query: string,
  test: (data: T) => boolean,
  what: string,
): Promise<number> {
  for (let hubId = 1001; hubId < 1400; hubId++) {
    const response = await page.request.post('/graphql', { data: { query, variables: { hubId } } });
    const body = (await response.json()) as { data: T | null; errors?: unknown };
    // Hub ids have gaps (NOT_FOUND): those are skipped.
    if (!body.errors && body.data && test(body.data)) return hubId;
  }
  throw new Error(`no demo hub has ${what}`);
}
