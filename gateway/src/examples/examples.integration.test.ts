// Every file under examples/ (the worked queries docs/api.md links to, and the CSV script) run against a
// real stack, each answer checked for sense: the examples must keep working as the schema changes.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStack } from '../test-support/signedInStack.js';
import type { Stack } from '../test-support/stack.js';
import { ADMIN, backends } from '../test-support/stack.js';

const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));
const BUDGET = 100;
/** Upstream calls an example may make at most, where its file promises a number (counted, not estimated). */
const UPSTREAM_CALLS: Record<string, number> = {
  // The page of hubs, their total, and one count of open issues for every hub of the page together.
  'hubs-graded-e-or-worse.graphql': 3,
};

/** Counts from fleet-api's database, to hold the answers against. */
const sqlCount = async (stack: Stack, text: string) =>
  (await stack.sql<{ count: number }>(`SELECT count(*)::int AS count FROM ${text}`))[0]!.count;

const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

// The fleet's counts are of operational hubs: a superseded hub's machine id carries a "_<suffix>".
const OPERATIONAL_SQL = `machineid NOT LIKE '%\\_%'`;

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What each example's answer must look like; an example without an entry fails the listing test. */
const CHECKS: Record<string, (data: Data, stack: Stack) => Promise<void>> = {
  async 'fleet-health.graphql'(data, stack) {
    const grades = data.healthGradeCounts as { grade: string; count: number }[];
    expect(grades.map((row) => row.grade)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(sum(grades)).toBe(
      await sqlCount(stack, `hubs WHERE hub_health IS NOT NULL AND ${OPERATIONAL_SQL}`),
    );
    expect(sum(grades)).toBeGreaterThan(0);
  },
  async 'version-rollout.graphql'(data, stack) {
    const versions = data.versionCounts as { version: { text: string; code: number }; count: number }[];
    expect(versions.length).toBeGreaterThan(0);
    expect(sum(versions)).toBe(
      await sqlCount(stack, `hubs WHERE swversion IS NOT NULL AND ${OPERATIONAL_SQL}`),
    );
    const codes = versions.map((row) => row.version.code);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
  },
  async 'problem-hubs.graphql'(data) {
    const hubs = data.problemHubs as { id: number; problemReasons: { code: string; text: string }[] }[];
    expect(hubs.length).toBeGreaterThan(0);
    for (const hub of hubs) expect(hub.problemReasons.length).toBeGreaterThan(0);
    expect(hubs.map((hub) => hub.id)).toEqual([...hubs.map((hub) => hub.id)].sort((a, b) => a - b));
  },
  async 'open-issues-by-tag.graphql'(data) {
    const open = data.issueStatistics.open as {
      total: number;
      tags: { count: number }[];
      categories: { count: number }[];
    };
    expect(open.total).toBeGreaterThan(0);
    expect(sum(open.tags)).toBe(open.total);
    expect(sum(open.categories)).toBe(open.total);
  },
  async 'messages-in-period.graphql'(data, stack) {
    const page = data.messages as { nodes: { created: string }[]; pageInfo: { hasNextPage: boolean } };
    const messages = await sqlCount(stack, 'messages');
    expect(messages).toBeGreaterThan(0);
    expect(page.nodes.length).toBe(Math.min(200, messages));
    const created = page.nodes.map((row) => Date.parse(row.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  },
  async 'meter-consumption.graphql'(data) {
    const page = data.meterReadings as { nodes: { hubId: number; kwh: number | null }[] };
    expect(page.nodes.length).toBeGreaterThan(0);
    const perHub = new Map<number, number>();
    for (const row of page.nodes) perHub.set(row.hubId, (perHub.get(row.hubId) ?? 0) + (row.kwh ?? 0));
    expect([...perHub.values()].some((kwh) => kwh > 0)).toBe(true);
  },
  async 'hubs-graded-e-or-worse.graphql'(data, stack) {
    const page = data.hubs as {
      totalCount: number;
      nodes: {
        id: number;
        healthGrade: string;
        lastSeen: string | null;
        openIssues: { totalCount: number };
      }[];
      pageInfo: { hasNextPage: boolean };
    };
    // The hub list is of operational hubs: superseded hub records are left out, filter or not.
    expect(page.totalCount).toBe(
      await sqlCount(stack, `hubs WHERE hub_health IN ('E', 'F', 'G') AND ${OPERATIONAL_SQL}`),
    );
    expect(page.nodes).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.nodes.every((hub) => ['E', 'F', 'G'].includes(hub.healthGrade))).toBe(true);
    // Each hub's count is the number of its open issues in the database (Resolved and Duplicate are closed).
    const open = await stack.sql<{ hubid: number; count: number; last_seen: Date | string | null }>(
      `SELECT h.hubid, h.last_seen, count(i.issue_id)::int AS count
         FROM hubs h LEFT JOIN issues i ON i.hubid = h.hubid AND i.status NOT IN (3, 5)
        WHERE h.hubid = ANY($1::int[]) GROUP BY h.hubid`,
      [page.nodes.map((hub) => hub.id)],
    );
    const byHub = new Map(open.map((row) => [row.hubid, row]));
    for (const hub of page.nodes) {
      expect(hub.openIssues.totalCount).toBe(byHub.get(hub.id)!.count);
      const seen = byHub.get(hub.id)!.last_seen;
      expect(hub.lastSeen === null ? null : Date.parse(hub.lastSeen)).toBe(
        seen === null ? null : new Date(seen).getTime(),
      );
    }
    expect(page.nodes.some((hub) => hub.openIssues.totalCount > 0)).toBe(true);
    expect(page.nodes.some((hub) => hub.openIssues.totalCount === 0)).toBe(true);
  },
  async 'hubs-to-csv.mjs'() {
    // Run by its own test below (a child process with a personal access token).
  },
};

/** The variables a `# variables: {…}` comment line gives; none when there is no such line. */
function variablesOf(text: string): Record<string, unknown> {
  const line = /^#\s*variables:\s*(.+)$/m.exec(text);
  return line ? (JSON.parse(line[1]!) as Record<string, unknown>) : {};
}

/** The CSV's rows as arrays of fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    }
  }
  return rows;
}

const examples = (await readdir(EXAMPLES)).filter(
  (name) => name.endsWith('.graphql') || name.endsWith('.mjs'),
);

it('every example under examples/ has a check here', () => {
  expect(examples.length).toBeGreaterThan(0);
  expect(examples.filter((name) => !CHECKS[name])).toEqual([]);
});

describe.each(backends)('examples/ on $name', (backend) => {
  // Enough hubs for a full page of 100 graded E or worse, with more beyond it.
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 160 });

  beforeAll(async () => {
    // The seed grades hubs at random: 130 of them are made E, F or G, whatever it chose.
    await stack.sql(
      `UPDATE hubs SET hub_health = (ARRAY['E', 'F', 'G'])[1 + hubid % 3]
        WHERE hubid IN (SELECT hubid FROM hubs ORDER BY hubid LIMIT 130)`,
    );
  });

  it.each(examples.filter((name) => name.endsWith('.graphql')))(
    '%s answers sensibly within the cost budget',
    async (name) => {
      const text = await readFile(EXAMPLES + name, 'utf8');
      const answer = await stack.query(text, variablesOf(text), session);
      expect(answer.errors).toBeUndefined();
      const cost = answer.extensions?.cost as { requested: number; budget: number };
      expect(cost.budget).toBe(BUDGET);
      expect(cost.requested).toBeLessThanOrEqual(BUDGET);
      if (UPSTREAM_CALLS[name] !== undefined) {
        expect(answer.upstreamCalls).toBeLessThanOrEqual(UPSTREAM_CALLS[name]);
        expect(cost.requested).toBeLessThanOrEqual(UPSTREAM_CALLS[name]);
      }
      await CHECKS[name]!(answer.data!, stack);
    },
  );

  it('hubs-to-csv.mjs pages through every hub with a personal access token and writes one CSV row each', async () => {
    const created = await stack.query<{ createAccessToken: { token: string } }>(
      'mutation ($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { token } }',
      { input: { name: 'hubs to CSV', lifetime: 'DAYS_30', readOnly: true } },
      session,
    );
    const token = created.data!.createAccessToken.token;
    expect(token).toMatch(/^hubpat_/);
    // A name with a comma and a quote shows the escaping holds.
    const [first] = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM hubs WHERE machineid NOT LIKE '%\\_%' ORDER BY hubid LIMIT 1`,
    );
    await stack.sql(`UPDATE hubs SET name = $1 WHERE hubid = $2`, ['Kitchen, "back"', first!.hubid]);

    const run = async (pageSize: string) =>
      (
        await promisify(execFile)(process.execPath, [EXAMPLES + 'hubs-to-csv.mjs'], {
          env: { ...process.env, GATEWAY_URL: stack.gatewayUrl, HUB_TOKEN: token, HUB_PAGE_SIZE: pageSize },
        })
      ).stdout;
    // The default page (within the cost budget), and a small one that makes the script follow endCursor.
    const stdout = await run('');
    expect(await run('7')).toBe(stdout);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual([
      'id',
      'serial',
      'name',
      'version',
      'healthGrade',
      'lastSeen',
      'voltageMv',
      'postcode',
      'city',
    ]);
    const hubIds = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM hubs WHERE machineid NOT LIKE '%\\_%' ORDER BY hubid`,
    );
    expect(hubIds.length).toBeGreaterThan(7);
    expect(rows.map((row) => Number(row[0]))).toEqual(hubIds.map((hub) => hub.hubid));
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
    expect(rows[0]![2]).toBe('Kitchen, "back"');
  });
});
