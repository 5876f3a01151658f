// What each screen of the web app costs upstream: every query operation in web/src, exactly as the
// screen sends it, run against a real fleet-api, with the number of upstream calls it may make. A change
// that adds calls to a screen (a lost DataLoader, a resolver asking twice) fails here. A new screen's
// query gets its line in COSTS (and its variables in bench/lib/screenQueries.mjs, which the benchmark
// shares); one without a line fails the last test, so none goes unmeasured.
import { beforeAll, describe, expect, it } from 'vitest';
// Shared with the benchmark's screens section, which runs the same documents with the same variables.
import { SCREEN_VARIABLES, screenQueries } from '../../../bench/lib/screenQueries.mjs';
import { ADMIN, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

interface Cost {
  /** Upstream calls the screen's query may make, and why. */
  calls: number;
  why: string;
}

const COSTS: Record<string, Cost> = {
  CurrentUser_Query: { calls: 0, why: 'the profile validated at sign-in is cached' },
  HubSearch_Query: { calls: 1, why: 'one search' },
  HubOverviewPage_Query: {
    calls: 1,
    why: 'the hub (not superseded)',
  },
  HubInformationPanel_Query: { calls: 2, why: 'the hub and its information' },
  HubStatePanel_Query: { calls: 3, why: 'the hub, its state and its upgrade, once' },
  LookupSelect_Query: {
    calls: 1,
    why: 'the table, once; then cached (asserted below)',
  },
  DashboardPage_Query: { calls: 4, why: 'the three counts and one page of open issues' },
  HubOverviewScreen_Query: {
    calls: 6,
    why: 'the hub, its information, state and upgrade, a page of its issues and the priorities',
  },
  SmartTechFlags_Reload: { calls: 2, why: 'the hub and its state' },
  HubIssuesPage_Query: { calls: 2, why: 'the hub (identity) and one page (the priorities are cached)' },
  IssuesPage_Query: {
    calls: 3,
    why: 'one page, and open and closed tag counts (the priorities are cached by the overview before it)',
  },
  // A hub tab's one query carries the hub's identity (HubIdentity_hub) that was a second query of its
  // own (1 call): the hub's call moved into the tab's query, the screen costs what it did.
  HubOilPage_Query: {
    calls: 4,
    why: 'the hub (identity), its boiler, its fills and the fuel types (then cached), at once',
  },
  HubGraphPage_Query: { calls: 1, why: 'the hub (identity); links built from configuration' },
  HubInstallationPage_Query: { calls: 2, why: 'the hub (identity) and the latest field job' },
  HubPairingsPage_Query: { calls: 2, why: 'the hub (identity) and the pairings' },
  HubSchedulePage_Query: { calls: 2, why: 'the hub (identity) and the schedule' },
  HubSpendPage_Query: {
    calls: 2,
    why: 'the hub (identity) and the spend record, every period computed from it',
  },
  HubNewMessagePage_Query: { calls: 1, why: 'the hub (identity)' },
  // Read from the cache only (fetchPolicy cache-only, web/src/features/hub/tabs/KnownHub.tsx): never sent
  // by the app; asked for directly, it costs the hub.
  KnownHub_Hub: { calls: 1, why: 'the hub' },
  HubCommsPage_Query: { calls: 2, why: 'the hub, then a page' },
  HubActionsPage_Query: { calls: 2, why: 'the hub, then a page' },
  MessagesList_HubQuery: { calls: 2, why: 'the hub, then a page' },
  MessagesList_AllQuery: { calls: 1, why: 'one page' },
  IssueList_Query: { calls: 1, why: 'one page' },
  IssueEditor_Query: { calls: 2, why: 'the issue and its actions' },
  IssueStatisticsPanel_Query: { calls: 2, why: 'open and closed tag counts' },
  FirmwareSetsPage_Query: { calls: 2, why: 'the sets and the firmwares to pick from' },
  FirmwareSetsPage_RoutesQuery: { calls: 1, why: "one set's routes" },
  FirmwaresPage_Query: { calls: 2, why: 'the firmwares and the sets to pick from' },
  AllHubsPage_Query: { calls: 1, why: 'one page, every column from it' },
  NewHubsPage_Query: { calls: 1, why: 'one list' },
  ProblemHubsPage_Query: { calls: 1, why: 'one list' },
  WiresChangedHubsPage_Query: { calls: 1, why: 'one list' },
  GlitchLog_Query: { calls: 1, why: 'one page, fleet-wide' },
  GlitchLog_HubQuery: { calls: 1, why: "one page of the hub's glitches (the hub itself is not loaded)" },
  RebootLog_Query: { calls: 1, why: 'one page, fleet-wide' },
  RebootLog_HubQuery: { calls: 2, why: 'the hub (identity), then a page of its reboots' },
  HubHealthPage_Query: { calls: 2, why: 'the hub, then a page' },
  MeterReadings_Query: { calls: 1, why: 'one page, fleet-wide' },
  MeterReadings_HubQuery: { calls: 2, why: 'the hub (identity) and a page of its readings' },
  MeterImage_Query: { calls: 1, why: 'one image' },
  LookupTablePage_Query: {
    calls: 1,
    why: 'the table, once',
  },
  ProfilesPage_Query: { calls: 1, why: 'every profile' },
  ProfileDetailPage_Query: {
    calls: 2,
    why: 'the profile and a page of its changes',
  },
  QueriesPage_Query: { calls: 2, why: 'the sources and one source’s statements' },
  QueryDetailPage_Query: { calls: 1, why: 'the source’s statements' },
  ConfigurationPage_Query: {
    calls: 1,
    why: "fleet-api's settings (the gateway's are local)",
  },
  AccessTokensPage_Query: { calls: 2, why: "my tokens, and everyone's for an administrator" },
  InstallationReportsGrid_Rows: {
    calls: 1,
    why: 'one window of rows',
  },
  InstallationReportsGrid_Count: { calls: 2, why: 'a one-row page and its count' },
  InstallationReportsGrid_Ids: { calls: 1, why: 'every matching uid' },
  EcmsPanel_Rows: {
    calls: 1,
    why: 'one window of rows (a status given by id needs no lookup)',
  },
  EcmsPanel_Count: { calls: 2, why: 'a one-row page and its count' },
  EcmsPanel_Mprns: { calls: 1, why: 'every matching MPRN' },
  EcmsPanel_Statuses: { calls: 1, why: 'the status lookup, once' },
  EcmsPanel_First: {
    calls: 2,
    why: 'a window of rows and its count (the statuses asked above are cached)',
  },
  LeadsGrid_Lookups: { calls: 3, why: 'the lead status, heating system and installer lookups' },
  LeadsGrid_First: {
    calls: 2,
    why: 'a window of leads and its count (the lookups asked above are cached)',
  },
  LeadsGrid_Rows: { calls: 1, why: 'one window of leads' },
  LeadsGrid_Count: { calls: 2, why: 'a one-lead page and its count' },
  LeadsGrid_Ids: { calls: 1, why: 'every matching uid' },
  AllStockPage_Rows: {
    calls: 1,
    why: 'one window of rows',
  },
  AllStockPage_Count: {
    calls: 1,
    why: 'a one-item page, which carries the total',
  },
  StockSummaryPage_Query: {
    calls: 5,
    why: 'the three summary tables, and the shipment and company lookups (cached after)',
  },
  InstallationsPage_Query: { calls: 1, why: 'every job, grouped in the gateway' },
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
    const variables = SCREEN_VARIABLES[name];
    expect(variables, `${name} has no line in bench/lib/screenQueries.mjs SCREEN_VARIABLES`).toBeDefined();
    const answer = await stack.query(query ?? '', variables?.({ hubId }) ?? {}, session);
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
    const again = await stack.query(query, SCREEN_VARIABLES.LookupSelect_Query?.({ hubId }) ?? {}, session);
    expect(again.upstreamCalls).toBe(0);
  });

  it('has a cost and variables for every query of the web app, and none for a query gone', () => {
    expect([...queries.keys()].filter((name) => !(name in COSTS))).toEqual([]);
    expect(Object.keys(SCREEN_VARIABLES).filter((name) => !queries.has(name))).toEqual([]);
  });
});
