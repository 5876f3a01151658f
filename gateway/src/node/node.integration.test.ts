import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, Stack } from '../test-support/stack.js';
import { ADMIN, STAFF, backends, startStack } from '../test-support/stack.js';
import { encodeNodeId } from './nodeId.js';

const PAGES = `{
  hubs(first: 2) { nodes { nodeId id } }
  issues(first: 2) { nodes { nodeId id } }
  leads(first: 3) { nodes { nodeId uid } }
  ecmsRows(first: 2) { nodes { nodeId mprn } }
  installationReports(first: 2) { nodes { nodeId uid } }
}`;
const NODES = `query ($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename nodeId
    ... on Hub { id }
    ... on Issue { id }
    ... on Lead { uid }
    ... on EcmsRow { mprn }
    ... on InstallationReport { uid }
  }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename nodeId ... on Hub { id serial } } }`;

// The types added after the first five: each one's own query, and the same selection through node.
// The ids typed ID! (not Int!) are aliased, as one selection cannot ask for both under one name.
const OTHERS = `{
  issues(first: 3) { nodes { id actions { nodeId id actionType } } }
  stock(first: 2) { nodes { nodeId hubId serial } }
  hubs(first: 10) { nodes { pairings { nodeId id paired } } }
  firmwares { nodeId id name }
  firmwareSets { nodeId id name }
  messages(first: 2) { nodes { nodeId messageId: id hubId subject } }
  adminProfiles { nodeId profileId: id type email }
  myAccessTokens { nodeId tokenId: id name }
}`;
const OTHER_NODE = `query ($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename nodeId
    ... on IssueAction { id actionType }
    ... on StockItem { hubId serial }
    ... on HubPairing { id paired }
    ... on Firmware { id name }
    ... on FirmwareSet { id name }
    ... on FirmwareRoute { id setId ip routeHubId: hubId firmwareId }
    ... on Message { messageId: id hubId subject }
    ... on Profile { profileId: id type email }
    ... on AccessToken { tokenId: id name }
  }
}`;
// A route's hubId may be null, a stock item's may not: one selection needs an alias to ask both.
const ROUTES = `query ($setId: Int!) { firmwareRoutes(setId: $setId) { nodeId id setId ip routeHubId: hubId firmwareId } }`;
const CREATE_TOKEN = `mutation ($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) { accessToken { id } userErrors { message } }
}`;

interface Others {
  issues: { nodes: { id: number; actions: Node[] }[] };
  stock: { nodes: Node[] };
  hubs: { nodes: { pairings: Node[] }[] };
  firmwares: Node[];
  firmwareSets: Node[];
  messages: { nodes: Node[] };
  adminProfiles: Node[];
  myAccessTokens: Node[];
}

interface Pages {
  hubs: { nodes: { nodeId: string; id: number }[] };
  issues: { nodes: { nodeId: string; id: number }[] };
  leads: { nodes: { nodeId: string; uid: number }[] };
  ecmsRows: { nodes: { nodeId: string; mprn: string }[] };
  installationReports: { nodes: { nodeId: string; uid: number }[] };
}
type Node = Record<string, unknown> & { __typename: string; nodeId: string };

describe.each(backends)('node and nodes, on $name', (backend) => {
  let stack: Stack;
  let admin: Session;
  let pages: Pages;

  beforeAll(async () => {
    stack = await startStack(backend, { seedHubs: 10 });
    admin = await stack.login(ADMIN);
    pages = (await stack.query<Pages>(PAGES, {}, admin)).data!;
  });
  afterAll(() => stack.close());

  it('refetches every kind of object by the nodeId it was given, in the order asked', async () => {
    const objects = [
      ...pages.leads.nodes,
      ...pages.hubs.nodes,
      ...pages.ecmsRows.nodes,
      ...pages.issues.nodes,
      ...pages.installationReports.nodes,
    ];
    expect(objects.length).toBe(11);
    const answer = await stack.query<{ nodes: Node[] }>(NODES, { ids: objects.map((o) => o.nodeId) }, admin);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.nodes).toEqual(
      objects.map((o) => expect.objectContaining({ ...o, __typename: expect.any(String) })),
    );
    expect(answer.data!.nodes.map((n) => n.__typename)).toEqual([
      ...['Lead', 'Lead', 'Lead', 'Hub', 'Hub', 'EcmsRow', 'EcmsRow'],
      ...['Issue', 'Issue', 'InstallationReport', 'InstallationReport'],
    ]);
    // Ids are unique across types: a hub and an issue with the same number have different nodeIds.
    expect(new Set(objects.map((o) => o.nodeId)).size).toBe(objects.length);
  });

  it('fetches the objects of one batchable type in one upstream call', async () => {
    const one = await stack.query(NODES, { ids: [pages.leads.nodes[0]!.nodeId] }, admin);
    const three = await stack.query(NODES, { ids: pages.leads.nodes.map((l) => l.nodeId) }, admin);
    expect(three.errors).toBeUndefined();
    expect(three.upstreamCalls).toBe(one.upstreamCalls);
  });

  it('answers null for an id of nothing, and null with BAD_USER_INPUT naming id for a malformed one', async () => {
    const hub = pages.hubs.nodes[0]!;
    const found = await stack.query<{ node: Node }>(NODE, { id: hub.nodeId }, admin);
    expect(found.data!.node).toMatchObject({ __typename: 'Hub', id: hub.id, nodeId: hub.nodeId });

    const missing = await stack.query<{ node: Node | null }>(NODE, { id: encodeNodeId('Hub', 99999) }, admin);
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.node).toBeNull();

    for (const id of [
      String(hub.id),
      'not base64!',
      Buffer.from('Planet:1').toString('base64'),
      encodeNodeId('Hub', 'x'),
    ]) {
      const bad = await stack.query<{ node: Node | null }>(NODE, { id }, admin);
      expect(bad.data!.node).toBeNull();
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    }

    const mixed = await stack.query<{ nodes: (Node | null)[] }>(
      NODES,
      { ids: [hub.nodeId, 'garbage', encodeNodeId('Lead', 99999)] },
      admin,
    );
    expect(mixed.data!.nodes.map((n) => n?.nodeId ?? null)).toEqual([hub.nodeId, null, null]);
    expect(mixed.errors).toHaveLength(1);
    expect(mixed.errors![0]).toMatchObject({
      path: ['nodes', 1],
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
  });

  it('takes at most 100 ids, and a caller gets what the type’s own query would give', async () => {
    const tooMany = await stack.query(NODES, { ids: Array(101).fill(pages.hubs.nodes[0]!.nodeId) }, admin);
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });

    const anonymous = await stack.query(NODE, { id: pages.hubs.nodes[0]!.nodeId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Contact details need the address right, through node as through the grid.
    const staff = await stack.login(STAFF);
    const REPORT = `query ($id: ID!) { node(id: $id) { ... on InstallationReport { uid addressLine1 contactPhone } } }`;
    const GRID = `{ installationReports(first: 1) { nodes { uid addressLine1 contactPhone } } }`;
    const grid = (await stack.query<{ installationReports: { nodes: unknown[] } }>(GRID, {}, staff)).data!;
    const viaNode = await stack.query<{ node: unknown }>(
      REPORT,
      { id: pages.installationReports.nodes[0]!.nodeId },
      staff,
    );
    expect(viaNode.data!.node).toEqual(grid.installationReports.nodes[0]);
  });

  it('estimates nodes(ids:) at a call per id, so a hundred ids cannot pass for one call', async () => {
    // Hubs, issues, stock items, messages and profiles are fetched one call per distinct id.
    const ids = Array.from({ length: 100 }, (_, i) => encodeNodeId('Issue', i + 1));
    const answer = await stack.query(NODES, { ids }, admin);
    const cost = answer.extensions?.cost as { requested: number; actual: number };
    expect(answer.upstreamCalls).toBeGreaterThan(50);
    expect(cost.actual).toBe(answer.upstreamCalls);
    expect(cost.requested).toBeGreaterThanOrEqual(cost.actual);
    // Two aliases of it would be 200 calls in one request: over the budget, refused before any call.
    const twice = await stack.query(
      `query ($ids: [ID!]!) { a: nodes(ids: $ids) { nodeId } b: nodes(ids: $ids) { nodeId } }`,
      { ids },
      admin,
    );
    expect(twice.errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    expect(twice.upstreamCalls).toBe(0);
  });

  describe('the other types with an identity of their own', () => {
    let others: Others;
    let routes: Node[];

    beforeAll(async () => {
      const token = await stack.query(
        CREATE_TOKEN,
        { input: { name: 'node test', lifetime: 'DAYS_30' } },
        admin,
      );
      expect(token.errors).toBeUndefined();
      const answer = await stack.query<Others>(OTHERS, {}, admin);
      expect(answer.errors).toBeUndefined();
      others = answer.data!;
      routes = [];
      for (const { id } of others.firmwareSets) {
        const found = await stack.query<{ firmwareRoutes: Node[] }>(ROUTES, { setId: id }, admin);
        routes.push(...found.data!.firmwareRoutes.map((r) => ({ ...r, __typename: 'FirmwareRoute' })));
      }
    });

    const typed = (typename: string, rows: Node[]) => rows.map((row) => ({ ...row, __typename: typename }));
    const objects = () => [
      ...typed('IssueAction', others.issues.nodes.flatMap((i) => i.actions).slice(0, 2)),
      ...typed('StockItem', others.stock.nodes),
      ...typed('HubPairing', others.hubs.nodes.flatMap((h) => h.pairings).slice(0, 2)),
      ...typed('Firmware', others.firmwares.slice(0, 2)),
      ...typed('FirmwareSet', others.firmwareSets.slice(0, 2)),
      ...routes.slice(0, 2),
      ...typed('Message', others.messages.nodes),
      ...typed('Profile', others.adminProfiles.slice(0, 2)),
      ...typed('AccessToken', others.myAccessTokens.slice(0, 1)),
    ];

    it('refetches each of them with node(id), as its own query gave it', async () => {
      const all = objects();
      // Every type is seeded: a missing one would make this test pass without checking it.
      expect(new Set(all.map((o) => o.__typename)).size).toBe(9);
      for (const object of all) {
        const one = await stack.query<{ nodes: Node[] }>(OTHER_NODE, { ids: [object.nodeId] }, admin);
        expect(one.errors, object.__typename).toBeUndefined();
        expect(one.data!.nodes[0]).toEqual(object);
      }
      const together = await stack.query<{ nodes: Node[] }>(
        OTHER_NODE,
        { ids: all.map((o) => o.nodeId) },
        admin,
      );
      expect(together.data!.nodes).toEqual(all);
    });

    it('fetches two of a type read through a list, or through one parent, for the cost of one', async () => {
      const actions = others.issues.nodes.find((i) => i.actions.length >= 2)!.actions;
      const setRoutes = routes.filter((r) => r['setId'] === routes[0]!['setId']);
      expect(setRoutes.length).toBeGreaterThanOrEqual(2);
      const pairings = others.hubs.nodes.find((h) => h.pairings.length >= 2)!.pairings;
      for (const pair of [
        others.firmwares,
        others.firmwareSets,
        actions,
        setRoutes,
        pairings,
        others.adminProfiles,
      ]) {
        const one = await stack.query(OTHER_NODE, { ids: [pair[0]!.nodeId] }, admin);
        const two = await stack.query(OTHER_NODE, { ids: [pair[0]!.nodeId, pair[1]!.nodeId] }, admin);
        expect(two.errors).toBeUndefined();
        if (pair === others.adminProfiles) expect(two.upstreamCalls).toBe(one.upstreamCalls! + 1);
        else expect(two.upstreamCalls).toBe(one.upstreamCalls);
      }
    });

    it('answers null for a key of nothing, and BAD_USER_INPUT for a key of the wrong form', async () => {
      const issueId = others.issues.nodes[0]!.id;
      const nothing = [
        encodeNodeId('IssueAction', [issueId, 99999]),
        encodeNodeId('IssueAction', [99999, 1]),
        encodeNodeId('StockItem', 99999),
        encodeNodeId('HubPairing', [99999, 1]),
        encodeNodeId('Firmware', 99999),
        encodeNodeId('FirmwareRoute', [99999, 1]),
        encodeNodeId('Message', 99999),
        encodeNodeId('Message', 2 ** 31 - 1),
        encodeNodeId('Profile', { profileType: 'staff', id: '99999' }),
        encodeNodeId('AccessToken', 99999),
      ];
      const missing = await stack.query<{ nodes: unknown[] }>(OTHER_NODE, { ids: nothing }, admin);
      expect(missing.errors).toBeUndefined();
      expect(missing.data!.nodes).toEqual(nothing.map(() => null));

      const wrong = [
        'IssueAction:5',
        'IssueAction:1:2:3',
        'FirmwareRoute:0:1',
        'Profile:staff',
        'Profile::1',
      ];
      const bad = await stack.query<{ nodes: unknown[] }>(
        OTHER_NODE,
        { ids: wrong.map((text) => Buffer.from(text).toString('base64')) },
        admin,
      );
      expect(bad.data!.nodes).toEqual(wrong.map(() => null));
      expect(bad.errors?.map((e) => e.extensions?.code)).toEqual(wrong.map(() => 'BAD_USER_INPUT'));
    });

    it('gives a caller without the right what the type’s own query gives', async () => {
      const staff = await stack.login(STAFF);
      const profile = await stack.query<{ node: Node | null }>(
        OTHER_NODE.replace('nodes(ids: $ids)', 'node(id: $id)').replace('$ids: [ID!]!', '$id: ID!'),
        { id: others.adminProfiles[0]!.nodeId },
        staff,
      );
      expect(profile.data!.node).toBeNull();
      expect(profile.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // Someone else's token is not among the caller's own tokens: null, as myAccessTokens leaves it out.
      const token = await stack.query<{ nodes: (Node | null)[] }>(
        OTHER_NODE,
        { ids: [others.myAccessTokens[0]!.nodeId] },
        staff,
      );
      expect(token.errors).toBeUndefined();
      expect(token.data!.nodes).toEqual([null]);
    });
  });
});
