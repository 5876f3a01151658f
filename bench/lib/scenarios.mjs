// The four comparisons of the benchmark. Each scenario yields rows: one operation measured by load.mjs.
// "GraphQL" rows go through the gateway as a script would (POST /graphql, bearer token); "REST" rows ask
// fleet-api directly for the same data with the calls the gateway itself makes, one after another
// ("sequential") or all at once ("parallel", what a well-written client of the REST API does).
import { request } from './load.mjs';

export const DASHBOARD = `query Dashboard {
  versionCounts { version { text code badge } count }
  healthGradeCounts { grade count }
  issueStatusCounts { status statusId text count }
  issuePriorityCounts { priority text count }
}`;

export const DASHBOARD_REST = [
  '/api/private/hubs/version_counts',
  '/api/private/hubs/health_counts',
  '/api/private/hubs/issue_counts',
  '/api/private/hubs/issue_priority_counts',
];

/** The hub overview screen's data: the hub with its derived fields, information, state and upgrade. */
export const OVERVIEW = `query HubOverview($id: Int!) {
  hub(id: $id) {
    id serial name machineId gap interval wifiVersion postcode postcodeDisplay healthGrade
    heating heatingDescription holiday boiler lastSeen lastSeenBand avgWakeSecs uptime
    version { text code badge reallyOld smartTechCapable }
    upgradeTarget { text }
    upgradeAvailable
    information {
      hubId name address city postcode postcodeDisplay country contactPhone contactPhoneDisplay
      stockStatusId stockStatusText stockLocationId installationStateId installed dispatched
    }
    state { hubId lastSeen mains batteryLevel dutyCycle timeShaving peakTempSuppression }
  }
}`;

export const overviewRest = (id) => [
  `/api/private/hub/${id}`,
  `/api/private/hub/${id}/information`,
  `/api/private/hub/${id}/state`,
  `/api/private/hub/${id}/upgrade`,
];

export const LOOKUP = `query Lookup($table: LookupTable!) { lookup(table: $table) { key description } }`;
export const LOOKUP_TABLE = 'INSTALLERS';

/** Clients for one stack: GraphQL through the gateway, REST straight to fleet-api, same token. */
export function clients({ gatewayUrl, fleetUrl, apiKey, token }) {
  const graphql = async (query, variables = {}) => {
    const res = await request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    if (res.status !== 200 || res.json?.errors) {
      throw new Error(`GraphQL ${res.status}: ${JSON.stringify(res.json?.errors ?? res.json).slice(0, 300)}`);
    }
    return { data: res.json.data, upstreamCalls: Number(res.headers['x-upstream-calls']) };
  };
  const rest = async (path) => {
    const res = await request(fleetUrl + path, {
      headers: { accept: 'application/json', 'x-api-key': apiKey, authorization: `Bearer ${token}` },
    });
    if (res.status !== 200 || res.json?.status !== 'success') {
      throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
    }
    return res.json.data;
  };
  const sequential = async (paths) => {
    for (const path of paths) await rest(path);
    return { upstreamCalls: paths.length };
  };
  const parallel = async (paths) => {
    await Promise.all(paths.map(rest));
    return { upstreamCalls: paths.length };
  };
  const openapi = async () => {
    const res = await request(`${fleetUrl}/openapi.json`, { headers: { 'x-api-key': apiKey } });
    return res.status === 200 ? res.json : null;
  };
  return { graphql, rest, sequential, parallel, openapi };
}

/** Cycles through values, so consecutive operations ask for different hubs as real users do. */
function cycle(values) {
  let i = 0;
  return () => values[i++ % values.length];
}

/**
 * The selection of an introspection type reference `levels` deep (`kind name ofType { ... }`), ending in
 * `innermost`: a field's type is wrapped in NON_NULL and LIST, so the named type sits some levels down.
 */
const typeRef = (levels, innermost = 'kind name') =>
  levels === 1 ? innermost : `kind name ofType { ${typeRef(levels - 1, innermost)} }`;

/** A query for the fields of the type named `$n`, each with its type reference `typeSelection` deep. */
const typeFieldsQuery = (typeSelection) => `
  query ($n: String!) {
    __type(name: $n) {
      fields {
        name
        type { ${typeSelection} }
      }
    }
  }
`;

const unwrap = (type) => {
  let t = type;
  while (t.ofType) t = t.ofType;
  return t;
};

/**
 * The hub list query, found in the schema rather than assumed (the list screens are built separately):
 * a Query field with a `first` argument and no other required one, returning a connection of Hub.
 * Returns null when the schema has none yet.
 */
export async function discoverHubList(graphql) {
  const { data } = await graphql(`
    {
      __schema {
        queryType {
          fields {
            name
            args {
              name
              type { ${typeRef(2)} }
            }
            type { ${typeRef(3)} }
          }
        }
      }
      __type(name: "Hub") {
        fields {
          name
          type { ${typeRef(3)} }
        }
      }
    }
  `);
  const candidates = [];
  for (const field of data.__schema.queryType.fields) {
    const type = unwrap(field.type);
    if (!type.name?.endsWith('Connection')) continue;
    if (!field.args.some((arg) => arg.name === 'first')) continue;
    if (field.args.some((arg) => arg.type.kind === 'NON_NULL' && arg.name !== 'first')) continue;
    const { data: shape } = await graphql(typeFieldsQuery(typeRef(4, 'name')), { n: type.name });
    const fields = shape.__type?.fields ?? [];
    const nodes = fields.find((f) => f.name === 'nodes' && unwrap(f.type).name === 'Hub');
    const edges = fields.find((f) => f.name === 'edges');
    if (nodes) candidates.push({ field: field.name, path: 'nodes' });
    else if (edges) {
      const { data: edge } = await graphql(typeFieldsQuery(typeRef(2)), { n: unwrap(edges.type).name });
      const node = edge.__type?.fields?.find((f) => f.name === 'node');
      if (node && unwrap(node.type).name === 'Hub') candidates.push({ field: field.name, path: 'edges' });
    }
  }
  if (candidates.length === 0) return null;
  const preferred = candidates.find((c) => /^(hubs|allHubs|hubList)$/.test(c.field)) ?? candidates[0];
  const hubFields = new Map(data.__type.fields.map((f) => [f.name, unwrap(f.type)]));
  // Fields the gateway derives from the row itself, and one text that comes from a lookup table.
  // (upgradeAvailable is not one: it needs the hub's upgrade target, an upstream call per hub.)
  const derived = [
    'serial',
    'postcodeDisplay',
    'heatingDescription',
    'lastSeenBand',
    'voltageBand',
    'uptimeBand',
  ].filter((name) => hubFields.has(name));
  const version = hubFields.has('version') ? 'version { text badge }' : '';
  const lookupText = [...hubFields.entries()].find(
    ([name, type]) => /Text$/.test(name) && type.name === 'String',
  );
  const selection = ['id', ...derived, version, lookupText?.[0] ?? ''].filter(Boolean).join(' ');
  const inner = preferred.path === 'nodes' ? `nodes { ${selection} }` : `edges { node { ${selection} } }`;
  return {
    field: preferred.field,
    lookupText: lookupText?.[0] ?? null,
    query: `query HubPage($first: Int) { ${preferred.field}(first: $first) { ${inner} } }`,
  };
}

/** The rows to measure for one stack. */
export async function scenarios(c, { hubIds, cold }) {
  const nextHub = cycle(hubIds);
  const list = await discoverHubList(c.graphql);
  const rows = [
    {
      scenario: '1. Dashboard counts',
      variant: 'GraphQL (one query)',
      op: () => c.graphql(DASHBOARD),
      graphql: { query: DASHBOARD },
    },
    {
      scenario: '1. Dashboard counts',
      variant: 'REST sequential (4 calls)',
      op: () => c.sequential(DASHBOARD_REST),
    },
    {
      scenario: '1. Dashboard counts',
      variant: 'REST parallel (4 calls)',
      op: () => c.parallel(DASHBOARD_REST),
    },
    {
      scenario: '2. Hub overview',
      variant: 'GraphQL (one query)',
      op: () => c.graphql(OVERVIEW, { id: nextHub() }),
      graphql: { query: OVERVIEW, variables: { id: hubIds[0] } },
    },
    {
      scenario: '2. Hub overview',
      variant: 'REST sequential (4 calls)',
      op: () => c.sequential(overviewRest(nextHub())),
    },
    {
      scenario: '2. Hub overview',
      variant: 'REST parallel (4 calls)',
      op: () => c.parallel(overviewRest(nextHub())),
    },
  ];
  if (list) {
    rows.push({
      scenario: '3. Page of 200 hubs',
      variant: `GraphQL ${list.field}(first: 200)${list.lookupText ? ` + ${list.lookupText}` : ''}`,
      op: () => c.graphql(list.query, { first: 200 }),
    });
    // The REST page the list wraps, when fleet-api's contract has it (GET /hubs/all?limit=).
    const openapi = await c.openapi();
    const page = openapi?.paths?.['/api/private/hubs/all']?.get;
    if (page?.parameters?.some((p) => p.in === 'query' && p.name === 'limit')) {
      rows.push({
        scenario: '3. Page of 200 hubs',
        variant: 'REST GET /hubs/all?limit=200 (1 call)',
        op: () => c.sequential(['/api/private/hubs/all?limit=200']),
      });
    }
  } else {
    rows.push({
      scenario: '3. Page of 200 hubs',
      variant: 'not measured: this build has no hub list query (a Query field returning a Hub connection)',
      skip: true,
    });
  }
  rows.push(
    {
      scenario: '4. Lookup table',
      variant: `GraphQL ${LOOKUP_TABLE} cold (cache miss)`,
      before: () => cold(true),
      op: () => c.graphql(LOOKUP, { table: LOOKUP_TABLE }),
    },
    {
      scenario: '4. Lookup table',
      variant: `GraphQL ${LOOKUP_TABLE} warm (cache hit)`,
      before: () => cold(false),
      op: () => c.graphql(LOOKUP, { table: LOOKUP_TABLE }),
      graphql: { query: LOOKUP, variables: { table: LOOKUP_TABLE } },
    },
    {
      scenario: '4. Lookup table',
      variant: 'REST (1 call)',
      op: () => c.sequential([`/api/private/lookups/${LOOKUP_TABLE.toLowerCase()}`]),
    },
  );
  return rows;
}
