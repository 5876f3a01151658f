// The web app's screen documents, read from web/src at run time: every query operation with the
// fragments it spreads, by operation name, and the variables each is run with. One module for the two
// places that run them: the gateway's screen-cost test (upstream calls per document) and the benchmark's
// screens section (bench/screens). Reading the sources each time means a changed document is measured
// as it is now, with no copy to keep in step.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const webSrc = join(import.meta.dirname, '../../web/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every query operation of the web app with the fragments it spreads, by operation name. */
export function screenQueries(dir = webSrc) {
  return operations(dir, /^\s*query\s+(\w+)/);
}

function operations(dir, operationName) {
  const documents = sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)].map((match) => match[1] ?? ''),
  );
  const fragments = new Map();
  for (const document of documents) {
    const name = /^\s*fragment\s+(\w+)/.exec(document)?.[1];
    if (name) fragments.set(name, document);
  }
  const withFragments = (document, seen = new Set()) => {
    let text = document;
    for (const [, name = ''] of document.matchAll(/\.\.\.\s*(\w+)/g)) {
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      text += `\n${withFragments(fragment, seen)}`;
    }
    return text;
  };
  const queries = new Map();
  for (const document of documents) {
    const name = operationName.exec(document)?.[1];
    if (name) queries.set(name, withFragments(document));
  }
  return queries;
}

/**
 * The variables each query operation is run with, given a hub that exists (`hubId`). A new screen
 * query gets its line here (the screen-cost test fails for one without).
 */
export const SCREEN_VARIABLES = {
  CurrentUser_Query: () => ({}),
  HubSearch_Query: () => ({ term: '100' }),
  HubOverviewPage_Query: (v) => ({ id: v.hubId }),
  HubInformationPanel_Query: (v) => v,
  HubStatePanel_Query: (v) => v,
  LookupSelect_Query: () => ({ table: 'CUSTOMER_TYPES' }),
  DashboardPage_Query: () => ({
    openIssues: { statuses: ['OPEN', 'IN_PROGRESS', 'ESCALATED', 'DEFERRED'] },
    first: 15,
  }),
  HubOverviewScreen_Query: (v) => ({
    id: v.hubId,
    issues: { hubId: v.hubId },
    issuesFirst: 10,
  }),
  SmartTechFlags_Reload: (v) => v,
  IssuesPage_Query: () => ({ filter: {}, first: 25 }),
  HubIssuesPage_Query: (v) => ({ id: v.hubId, filter: { hubId: v.hubId }, first: 25 }),
  HubOilPage_Query: (v) => v,
  HubGraphPage_Query: (v) => v,
  HubInstallationPage_Query: (v) => v,
  HubPairingsPage_Query: (v) => v,
  HubSchedulePage_Query: (v) => v,
  HubSpendPage_Query: (v) => ({ ...v, timeframe: 'LAST_14_DAYS' }),
  HubCommsPage_Query: (v) => ({ ...v, first: 100 }),
  HubActionsPage_Query: (v) => ({ ...v, first: 100 }),
  MessagesList_HubQuery: (v) => v,
  MessagesList_AllQuery: () => ({}),
  IssueList_Query: () => ({ first: 25 }),
  IssueEditor_Query: () => ({ id: 1 }),
  IssueStatisticsPanel_Query: () => ({}),
  FirmwareSetsPage_Query: () => ({}),
  FirmwareSetsPage_RoutesQuery: () => ({ setId: 1 }),
  FirmwaresPage_Query: () => ({}),
  AllHubsPage_Query: () => ({ first: 200 }),
  NewHubsPage_Query: () => ({}),
  ProblemHubsPage_Query: () => ({}),
  WiresChangedHubsPage_Query: () => ({}),
  GlitchLog_Query: () => ({}),
  GlitchLog_HubQuery: (v) => v,
  RebootLog_Query: () => ({}),
  RebootLog_HubQuery: (v) => v,
  HubNewMessagePage_Query: (v) => v,
  KnownHub_Hub: (v) => ({ id: v.hubId }),
  HubHealthPage_Query: (v) => ({ id: v.hubId }),
  MeterReadings_Query: () => ({}),
  MeterReadings_HubQuery: (v) => v,
  MeterImage_Query: () => ({ uid: 1 }),
  LookupTablePage_Query: () => ({ table: 'ISSUE_TAG_TYPE' }),
  ProfilesPage_Query: () => ({}),
  ProfileDetailPage_Query: () => ({ type: 'staff', id: '1', first: 20 }),
  QueriesPage_Query: () => ({}),
  QueryDetailPage_Query: () => ({ id: '1' }),
  ConfigurationPage_Query: () => ({}),
  AccessTokensPage_Query: () => ({ everyone: true }),
  InstallationReportsGrid_Rows: () => ({ offset: 0, first: 500 }),
  InstallationReportsGrid_Count: () => ({}),
  InstallationReportsGrid_Ids: () => ({}),
  EcmsPanel_Rows: () => ({
    filter: { view: 'ALL', columns: [{ field: 'STATUS', value: '4' }] },
    offset: 0,
    first: 500,
  }),
  EcmsPanel_Count: () => ({}),
  EcmsPanel_Mprns: () => ({ filter: { view: 'RAW' } }),
  EcmsPanel_Statuses: () => ({}),
  EcmsPanel_First: () => ({ filter: { view: 'ALL', columns: [] }, offset: 0, first: 500, withTotal: true }),
  LeadsGrid_Lookups: () => ({}),
  LeadsGrid_First: () => ({ filter: { view: 'NEW', columns: [] }, offset: 0, first: 500, withTotal: true }),
  LeadsGrid_Rows: () => ({ filter: { view: 'NEW' }, offset: 0, first: 500 }),
  LeadsGrid_Count: () => ({}),
  LeadsGrid_Ids: () => ({}),
  AllStockPage_Rows: () => ({ sortBy: 'HUB_ID', direction: 'ASC', first: 500, offset: 0 }),
  AllStockPage_Count: () => ({ sortBy: 'HUB_ID', direction: 'ASC' }),
  StockSummaryPage_Query: () => ({}),
  InstallationsPage_Query: () => ({}),
};
