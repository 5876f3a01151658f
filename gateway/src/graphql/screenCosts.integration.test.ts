// What each screen of the web app costs upstream: every query operation in web/src, exactly as the
// screen sends it, run against a real fleet-api, with the number of upstream calls it may make. A change
// that adds calls to a screen (a lost DataLoader, a resolver asking twice) fails here. A new screen's
// query gets its line in COSTS; one without a line fails the last test, so none goes unmeasured.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const webSrc = join(dirname(fileURLToPath(import.meta.url)), '../../../web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every query operation of the web app with the fragments it spreads, by operation name. */
function screenQueries(): Map<string, string> {
  const documents = sourceFiles(webSrc).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)].map((match) => match[1] ?? ''),
  );
  const fragments = new Map<string, string>();
  for (const document of documents) {
    const name = /^\s*fragment\s+(\w+)/.exec(document)?.[1];
    if (name) fragments.set(name, document);
  }
  const withFragments = (document: string, seen = new Set<string>()): string => {
    let text = document;
    for (const [, name = ''] of document.matchAll(/\.\.\.\s*(\w+)/g)) {
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      text += `\n${withFragments(fragment, seen)}`;
    }
    return text;
  };
  const queries = new Map<string, string>();
  for (const document of documents) {
    const name = /^\s*query\s+(\w+)/.exec(document)?.[1];
    if (name) queries.set(name, withFragments(document));
  }
  return queries;
}

interface Cost {
  variables: (ids: { hubId: number }) => Record<string, unknown>;
  /** Upstream calls the screen's query may make, and why. */
  calls: number;
  why: string;
}

const COSTS: Record<string, Cost> = {
  CurrentUser_Query: { variables: () => ({}), calls: 0, why: 'the profile validated at sign-in is cached' },
  HubSearch_Query: { variables: () => ({ term: '100' }), calls: 1, why: 'one search' },
  HubOverviewPage_Query: {
    variables: (v) => ({ id: v.hubId }),
    calls: 1,
    why: 'the hub (not superseded)',
  },
  HubInformationPanel_Query: { variables: (v) => v, calls: 2, why: 'the hub and its information' },
  HubStatePanel_Query: { variables: (v) => v, calls: 3, why: 'the hub, its state and its upgrade, once' },
  LookupSelect_Query: {
    variables: () => ({ table: 'CUSTOMER_TYPES' }),
    calls: 1,
    why: 'the table, once; then cached (asserted below)',
  },
  VersionCountsPanel_Query: { variables: () => ({}), calls: 1, why: 'one count' },
  HealthGradeCountsPanel_Query: { variables: () => ({}), calls: 1, why: 'one count' },
  IssueStatusCountsPanel_Query: { variables: () => ({}), calls: 1, why: 'one count' },
  BoilerPanel_Query: { variables: (v) => v, calls: 1, why: 'the boiler' },
  FuelFillsPanel_Query: { variables: (v) => v, calls: 1, why: 'the fills' },
  HubGraphPage_Query: { variables: (v) => v, calls: 0, why: 'links built from configuration' },
  HubInstallationPage_Query: { variables: (v) => v, calls: 1, why: 'the latest field job' },
  HubPairingsPage_Query: { variables: (v) => v, calls: 1, why: 'the pairings' },
  HubSchedulePage_Query: { variables: (v) => v, calls: 1, why: 'the schedule' },
  HubSpendPage_Query: {
    variables: (v) => ({ ...v, timeframe: 'LAST_14_DAYS' }),
    calls: 1,
    why: 'the spend record, every period computed from it',
  },
  HubCommsPage_Query: { variables: (v) => ({ ...v, first: 100 }), calls: 2, why: 'the hub, then a page' },
  HubActionsPage_Query: { variables: (v) => ({ ...v, first: 100 }), calls: 2, why: 'the hub, then a page' },
  MessagesList_HubQuery: { variables: (v) => v, calls: 2, why: 'the hub, then a page' },
  MessagesList_AllQuery: { variables: () => ({}), calls: 1, why: 'one page' },
  IssueList_Query: { variables: () => ({ first: 25 }), calls: 1, why: 'one page' },
  IssueEditor_Query: { variables: () => ({ id: 1 }), calls: 2, why: 'the issue and its actions' },
  IssueStatisticsPanel_Query: { variables: () => ({}), calls: 2, why: 'open and closed tag counts' },
  FirmwareSetsPage_Query: { variables: () => ({}), calls: 2, why: 'the sets and the firmwares to pick from' },
  FirmwareSetsPage_RoutesQuery: { variables: () => ({ setId: 1 }), calls: 1, why: "one set's routes" },
  FirmwaresPage_Query: { variables: () => ({}), calls: 2, why: 'the firmwares and the sets to pick from' },
  AllHubsPage_Query: { variables: () => ({ first: 200 }), calls: 1, why: 'one page, every column from it' },
  NewHubsPage_Query: { variables: () => ({}), calls: 1, why: 'one list' },
  ProblemHubsPage_Query: { variables: () => ({}), calls: 1, why: 'one list' },
  WiresChangedHubsPage_Query: { variables: () => ({}), calls: 1, why: 'one list' },
  GlitchLog_Query: { variables: () => ({}), calls: 1, why: 'one page, fleet-wide' },
  RebootLog_Query: { variables: (v) => v, calls: 1, why: "one page of the hub's reboots" },
  HubHealthPage_Query: { variables: (v) => ({ id: v.hubId }), calls: 2, why: 'the hub, then a page' },
  MeterReadings_Query: { variables: () => ({}), calls: 1, why: 'one page, fleet-wide' },
  MeterImage_Query: { variables: () => ({ uid: 1 }), calls: 1, why: 'one image' },
  LookupTablePage_Query: {
    variables: () => ({ table: 'FUEL_TYPES' }),
    calls: 1,
    why: 'the table, once',
  },
  ProfilesPage_Query: { variables: () => ({}), calls: 1, why: 'every profile' },
  ProfileDetailPage_Query: {
    variables: () => ({ type: 'staff', id: '1', first: 20 }),
    calls: 2,
    why: 'the profile and a page of its changes',
  },
  QueriesPage_Query: { variables: () => ({}), calls: 2, why: 'the sources and one source’s statements' },
  QueryDetailPage_Query: { variables: () => ({ id: '1' }), calls: 1, why: 'the source’s statements' },
  ConfigurationPage_Query: {
    variables: () => ({}),
    calls: 1,
    why: "fleet-api's settings (the gateway's are local)",
  },
  AccessTokensPage_Query: { variables: () => ({}), calls: 1, why: 'my tokens' },
  AccessTokensPage_AllQuery: { variables: () => ({}), calls: 1, why: "everyone's tokens" },
  HubIdentity_Query: { variables: (v) => ({ id: v.hubId }), calls: 1, why: 'the hub' },
  InstallationReportsGrid_Rows: {
    variables: () => ({ offset: 0, first: 500 }),
    calls: 1,
    why: 'one window of rows',
  },
  InstallationReportsGrid_Count: { variables: () => ({}), calls: 2, why: 'a one-row page and its count' },
  InstallationReportsGrid_Ids: { variables: () => ({}), calls: 1, why: 'every matching uid' },
  EcmsPanel_Rows: {
    variables: () => ({
      filter: { view: 'ALL', columns: [{ field: 'STATUS', value: '4' }] },
      offset: 0,
      first: 500,
    }),
    calls: 1,
    why: 'one window of rows (a status given by id needs no lookup)',
  },
  EcmsPanel_Count: { variables: () => ({}), calls: 2, why: 'a one-row page and its count' },
  EcmsPanel_Mprns: { variables: () => ({ filter: { view: 'RAW' } }), calls: 1, why: 'every matching MPRN' },
  EcmsPanel_Statuses: { variables: () => ({}), calls: 1, why: 'the status lookup, once' },
  LeadsGrid_Lookups: {
    variables: () => ({}),
    calls: 3,
    why: 'the lead status, heating system and installer lookups',
  },
  LeadsGrid_Rows: {
    variables: () => ({ filter: { view: 'NEW' }, offset: 0, first: 500 }),
    calls: 1,
    why: 'one window of leads',
  },
  LeadsGrid_Count: { variables: () => ({}), calls: 2, why: 'a one-lead page and its count' },
  LeadsGrid_Ids: { variables: () => ({}), calls: 1, why: 'every matching uid' },
  AllStockPage_Rows: {
    variables: () => ({ sortBy: 'HUB_ID', direction: 'ASC', first: 500, offset: 0 }),
    calls: 1,
    why: 'one window of rows',
  },
  AllStockPage_Count: {
    variables: () => ({ sortBy: 'HUB_ID', direction: 'ASC' }),
    calls: 1,
    why: 'a one-item page, which carries the total',
  },
  StockSummaryPage_Query: {
    variables: () => ({}),
    calls: 5,
    why: 'the three summary tables, and the shipment and company lookups (cached after)',
  },
  InstallationsPage_Query: { variables: () => ({}), calls: 1, why: 'every job, grouped in the gateway' },
};

describe.each(backends)('upstream calls per screen query on $name', (backend) => {
  const queries = screenQueries();
  const { stack, session } = signedInStack(backend, ADMIN, { seedHubs: 30 });
  let hubId: number;

  beforeAll(async () => {
    const [plain] = await stack.sql<{ hubid: number }>(
      `SELECT hubid FROM hubs WHERE machineid IS NULL OR position('_' in machineid) = 0 ORDER BY hubid LIMIT 1`,
    );
    hubId = plain?.hubid ?? 1001;
  });

  it.each(Object.entries(COSTS))('%s', async (name, cost) => {
    const query = queries.get(name);
    expect(query, `${name} is not a query of web/src any more: remove its line`).toBeDefined();
    const answer = await stack.query(query ?? '', cost.variables({ hubId }), session);
    expect(answer.errors).toBeUndefined();
    expect(answer.upstreamCalls, cost.why).toBe(cost.calls);
    // The estimate made before execution never undercounts a screen, and no screen is near the budget.
    const reported = answer.extensions?.cost as { requested: number; actual: number; budget: number };
    expect(reported.actual).toBe(cost.calls);
    expect(reported.requested).toBeGreaterThanOrEqual(cost.calls);
    expect(reported.requested).toBeLessThanOrEqual(reported.budget / 4);
  });

  it('serves a lookup the screens ask for again from the cache', async () => {
    const query = queries.get('LookupSelect_Query') ?? '';
    const again = await stack.query(query, { table: 'CUSTOMER_TYPES' }, session);
    expect(again.upstreamCalls).toBe(0);
  });

  it('has a cost for every query of the web app', () => {
    expect([...queries.keys()].filter((name) => !(name in COSTS))).toEqual([]);
  });
});
