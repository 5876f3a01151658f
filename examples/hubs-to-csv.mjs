#!/usr/bin/env node
// Every operational hub as CSV (the hub list leaves out superseded hub records, as the All Hubs screen
// does): pages through the hub list (first/after, following pageInfo.endCursor) and writes one row per
// hub to stdout, or to the file named as the first argument. Node 20 or newer, no dependencies.
//
//   GATEWAY_URL=https://hubs.example HUB_TOKEN=hubpat_… node examples/hubs-to-csv.mjs hubs.csv
// HUB_PAGE_SIZE (optional) sets the hubs per request, 100 by default.
import { writeFile } from 'node:fs/promises';

// 100 hubs a request stays well inside the gateway's cost budget (MAX_COST).
const PAGE_SIZE = Number(process.env.HUB_PAGE_SIZE) || 100;
const QUERY = `query HubsToCsv($first: Int, $after: String) {
  hubs(first: $first, after: $after) {
    nodes { id serial name version { text } healthGrade lastSeen voltage postcodeDisplay city }
    pageInfo { hasNextPage endCursor }
  }
}`;
const COLUMNS = [
  'id',
  'serial',
  'name',
  'version',
  'healthGrade',
  'lastSeen',
  'voltageMv',
  'postcode',
  'city',
];

const gatewayUrl = process.env.GATEWAY_URL;
const token = process.env.HUB_TOKEN;
if (!gatewayUrl || !token) {
  console.error(
    'Set GATEWAY_URL (e.g. https://hubs.example) and HUB_TOKEN (a hubpat_… personal access token).',
  );
  process.exit(2);
}

async function graphql(query, variables) {
  const res = await fetch(new URL('/graphql', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || !body || body.errors?.length) {
    const reasons = body?.errors?.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('; ');
    throw new Error(`POST /graphql answered ${res.status}: ${reasons ?? 'no GraphQL answer'}`);
  }
  return body.data;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. */
function csvField(value) {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const rows = [COLUMNS.join(',')];
let after = null;
do {
  const { hubs } = await graphql(QUERY, { first: PAGE_SIZE, after });
  for (const hub of hubs.nodes) {
    const values = [
      hub.id,
      hub.serial,
      hub.name,
      hub.version?.text,
      hub.healthGrade,
      hub.lastSeen,
      hub.voltage,
      hub.postcodeDisplay,
      hub.city,
    ];
    rows.push(values.map(csvField).join(','));
  }
  after = hubs.pageInfo.hasNextPage ? hubs.pageInfo.endCursor : null;
} while (after);

const csv = rows.join('\r\n') + '\r\n';
const file = process.argv[2];
if (file) {
  await writeFile(file, csv);
  console.error(`${rows.length - 1} hubs written to ${file}`);
} else {
  process.stdout.write(csv);
}
