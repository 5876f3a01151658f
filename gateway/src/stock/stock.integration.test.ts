import { serialFromHubId } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { customerTypeOf, installationStateOf } from '../common/lookupCodes.js';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';
import { codes } from '../test-support/graphqlClient.js';

const STOCK = `query Stock($sortBy: StockSortField!, $filterValue: String, $direction: StockSortDirection!, $first: Int, $after: String, $last: Int, $before: String, $offset: Int) {
  stock(sortBy: $sortBy, filterValue: $filterValue, direction: $direction, first: $first, after: $after, last: $last, before: $before, offset: $offset) {
    totalCount
    nodes { hubId serial cartonNumber stockStatus installer installed
      customerTypeId customerTypeCode installationStateId installationStateCode }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

const SUMMARY = `{ stockSummary {
  locations { shipmentNumber shipmentSize location unitCount }
  officeStatuses { shipmentNumber officeStatus unitCount }
  installers { companyName installerId installerName availableCount installedCount }
} }`;

const JOBS = `query Jobs($from: DateTime) { installJobsByStatus(uploadedFrom: $from) {
  status statusText count jobs { jobId status statusBand serial postcode }
} }`;

const MODIFY = (name: string) => `mutation M($input: ModifyStockInput!) { ${name}(input: $input) {
  plan { hubs { hubId serial changes { field old new oldText newText } } missingHubIds unchangedHubIds }
  userErrors { field message code }
} }`;

interface StockAnswer {
  stock: {
    totalCount: number;
    nodes: {
      hubId: number;
      serial: number;
      cartonNumber: number | null;
      installer: string | null;
      customerTypeId: number | null;
      customerTypeCode: string | null;
      installationStateId: number | null;
      installationStateCode: string | null;
    }[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
}

interface Plan {
  hubs: {
    hubId: number;
    changes: { field: string; old: string | null; new: string; oldText: string | null; newText: string }[];
  }[];
  missingHubIds: number[];
  unchangedHubIds: number[];
}
type ModifyAnswer = Record<
  string,
  { plan: Plan | null; userErrors: { field: string | null; message: string; code?: string }[] }
>;

describe.each(backends)('stock against fleet-api on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 300 });
  const count = async (sql: string, params: unknown[] = []) =>
    (await stack.sql<{ n: number }>(sql, params))[0]!.n;

  it('pages a filtered, sorted stock list with serials and a total', async () => {
    const vars = { sortBy: 'CARTON_NUMBER', filterValue: '2', direction: 'DESC', first: 5 };
    const first = await stack.query<StockAnswer>(STOCK, vars, session);
    const expected = await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 2');
    expect(first.data!.stock.totalCount).toBe(expected);
    const nodes = first.data!.stock.nodes;
    expect(nodes.every((n) => n.cartonNumber === 2 && n.serial === serialFromHubId(n.hubId))).toBe(true);
    for (const node of nodes) {
      expect(node.customerTypeCode).toBe(customerTypeOf(node.customerTypeId));
      expect(node.installationStateCode).toBe(installationStateOf(node.installationStateId));
    }
    expect(nodes.map((n) => n.hubId)).toEqual(nodes.map((n) => n.hubId).sort((a, b) => b - a));
    const second = await stack.query<StockAnswer>(
      STOCK,
      { ...vars, after: first.data!.stock.pageInfo.endCursor },
      session,
    );
    expect(second.data!.stock.pageInfo.hasPreviousPage).toBe(true);
    expect(second.data!.stock.nodes[0]!.hubId).toBeLessThan(nodes.at(-1)!.hubId);

    // An offset starts at a row of the result (the grid jumping to a scroll position), as the cursor does.
    const byOffset = await stack.query<StockAnswer>(STOCK, { ...vars, offset: 5 }, session);
    expect(byOffset.data!.stock.nodes).toEqual(second.data!.stock.nodes);
    // last/before walks back from the second page to the first; more than 500 is refused, naming last.
    const backVars = { sortBy: vars.sortBy, filterValue: vars.filterValue, direction: vars.direction };
    const before = second.data!.stock.pageInfo.startCursor;
    const back = await stack.query<StockAnswer>(STOCK, { ...backVars, last: 5, before }, session);
    expect(back.data!.stock.nodes).toEqual(nodes);
    const tooMany = await stack.query(STOCK, { ...backVars, last: 501, before }, session);
    expect(codes(tooMany)).toEqual(['BAD_USER_INPUT']);
    expect(tooMany.errors![0]!.message).toBe('last must be between 1 and 500, got 501.');
    expect(codes(await stack.query(STOCK, { ...vars, offset: -1 }, session))).toEqual(['BAD_USER_INPUT']);

    const bad = await stack.query(STOCK, { ...vars, filterValue: 'abc' }, session);
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors![0]!.message).toBe('The filter value must be a whole number.');
    const badDate = await stack.query(
      STOCK,
      { ...vars, sortBy: 'INSTALLED', filterValue: '1/2/2020' },
      session,
    );
    expect(badDate.errors![0]!.message).toBe('The filter value must be a date (YYYY-MM-DD).');
    expect(codes(await stack.query(STOCK, vars))).toEqual(['UNAUTHENTICATED']);

    // The hub id's filter takes a serial as well: the list shows serials first.
    const bySerial = await stack.query<StockAnswer>(
      STOCK,
      { sortBy: 'HUB_ID', filterValue: String(serialFromHubId(1002)), direction: 'ASC', first: 5 },
      session,
    );
    expect(bySerial.data!.stock.nodes.map((n) => n.hubId)).toEqual([1002]);
  });

  it('summarises stock so that each table adds up to the hubs it counts', async () => {
    const answer = await stack.query<{
      stockSummary: {
        locations: { unitCount: number; shipmentSize: number | null; shipmentNumber: number | null }[];
        officeStatuses: { unitCount: number }[];
        installers: {
          companyName: string;
          installerId: number;
          availableCount: number;
          installedCount: number;
        }[];
      };
    }>(SUMMARY, {}, session);
    const summary = answer.data!.stockSummary;
    const hubs = await count('SELECT count(*)::int AS n FROM hubs');
    expect(summary.locations.reduce((n, r) => n + r.unitCount, 0)).toBe(hubs);
    expect(summary.officeStatuses.reduce((n, r) => n + r.unitCount, 0)).toBe(hubs);
    expect(summary.locations.find((r) => r.shipmentNumber === 1)?.shipmentSize).toBe(500);
    expect(new Set(summary.installers.map((r) => r.companyName))).toEqual(
      new Set(['HES', 'Insight', 'EnergyServe']),
    );
    const installerOne = summary.installers.filter((r) => r.installerId === 1);
    const list = await stack.query<StockAnswer>(
      STOCK,
      { sortBy: 'INSTALLER', filterValue: '1', direction: 'ASC', first: 1 },
      session,
    );
    expect(installerOne.reduce((n, r) => n + r.availableCount + r.installedCount, 0)).toBe(
      list.data!.stock.totalCount,
    );
  });

  it('groups installation jobs by effective status', async () => {
    const answer = await stack.query<{
      installJobsByStatus: { status: string; count: number; jobs: { statusBand: string }[] }[];
    }>(JOBS, {}, session);
    const groups = answer.data!.installJobsByStatus;
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(
      await count('SELECT count(*)::int AS n FROM installations'),
    );
    expect(groups.every((g) => g.jobs.length === g.count)).toBe(true);
    expect(groups.find((g) => g.status === 'JOB_COMPLETED')?.jobs[0]?.statusBand).toBe('DONE_OR_GOING');
  });

  it('previews and applies a bulk modify given serials and ids', async () => {
    const ids = (await stack.sql<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid LIMIT 4')).map(
      (r) => r.hubid,
    );
    const typed = `${serialFromHubId(ids[0]!)}; ${ids[1]},${serialFromHubId(ids[2]!)}\n${ids[3]} 99999`;
    const input = { hubIds: typed, changes: { cartonNumber: 88, stockStatusId: 0, seaiTrialGroup: 7 } };
    const preview = (await stack.query<ModifyAnswer>(MODIFY('previewStockModify'), { input }, session)).data!
      .previewStockModify!;
    expect(preview.userErrors).toEqual([]);
    expect(preview.plan!.missingHubIds).toEqual([99999]);
    expect(preview.plan!.hubs.map((h) => h.hubId)).toEqual(ids);
    expect(preview.plan!.hubs[0]!.changes).toEqual([
      expect.objectContaining({ field: 'cartonNumber', new: '88' }),
    ]);

    const refused = (await stack.query<ModifyAnswer>(MODIFY('modifyStock'), { input }, session)).data!
      .modifyStock!;
    // A hub the input names that does not exist: NOT_FOUND on hubIds (docs/api.md), nothing written.
    expect(refused.userErrors).toEqual([
      { field: 'hubIds', message: 'No hub with id 99999: nothing was changed.', code: 'NOT_FOUND' },
    ]);
    expect(await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 88')).toBe(0);

    const applied = (
      await stack.query<ModifyAnswer>(
        MODIFY('modifyStock'),
        { input: { ...input, hubIds: typed.replace('99999', '') } },
        session,
      )
    ).data!.modifyStock!;
    expect(applied.userErrors).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 88')).toBe(4);
  });

  it('names lookup values in the preview: a location by its name, a carton as it is', async () => {
    const [hub] = await stack.sql<{ hubid: number; stock_location_id: number; name: string }>(
      `SELECT i.hubid, i.stock_location_id, l.stock_location_name AS name
         FROM hub_information i JOIN stock_locations l USING (stock_location_id) ORDER BY i.hubid LIMIT 1`,
    );
    const [other] = await stack.sql<{ stock_location_id: number; name: string }>(
      'SELECT stock_location_id, stock_location_name AS name FROM stock_locations WHERE stock_location_id <> $1 LIMIT 1',
      [hub!.stock_location_id],
    );
    const input = {
      hubIds: String(hub!.hubid),
      changes: { stockLocationId: other!.stock_location_id, cartonNumber: 77 },
    };
    const preview = (await stack.query<ModifyAnswer>(MODIFY('previewStockModify'), { input }, session)).data!
      .previewStockModify!;
    const changes = preview.plan!.hubs[0]!.changes;
    expect(changes.find((c) => c.field === 'stockLocationId')).toEqual({
      field: 'stockLocationId',
      old: String(hub!.stock_location_id),
      new: String(other!.stock_location_id),
      oldText: hub!.name,
      newText: other!.name,
    });
    expect(changes.find((c) => c.field === 'cartonNumber')).toMatchObject({ new: '77', newText: '77' });
  });

  it('answers an id no lookup row has, and nothing to change, alike in the preview and the save', async () => {
    const [hub] = await stack.sql<{ hubid: number }>('SELECT hubid FROM hubs ORDER BY hubid LIMIT 1');
    const cartonFive = 'SELECT count(*)::int AS n FROM hub_information WHERE carton_number = 5';
    const before = await count(cartonFive);
    const errorsOf = async (changes: Record<string, unknown>) =>
      Promise.all(
        (['previewStockModify', 'modifyStock'] as const).map(async (name) => {
          const input = { hubIds: String(hub!.hubid), changes };
          const answer = (await stack.query<ModifyAnswer>(MODIFY(name), { input }, session)).data![name]!;
          expect(answer.plan).toBeNull();
          return answer.userErrors;
        }),
      );
    const missing = [
      { field: 'changes.stockStatusId', message: 'Stock status 999 does not exist.', code: 'NOT_FOUND' },
      { field: 'changes.officeStatusId', message: 'Office status 998 does not exist.', code: 'NOT_FOUND' },
    ];
    expect(await errorsOf({ stockStatusId: 999, officeStatusId: 998, cartonNumber: 5 })).toEqual([
      missing,
      missing,
    ]);
    const nothing = [
      {
        field: 'changes',
        message: 'There is nothing to change: every field is empty or left as is.',
        code: 'INVALID',
      },
    ];
    expect(await errorsOf({})).toEqual([nothing, nothing]);
    expect(await count(cartonFive)).toBe(before);
  });

  it('answers the date rules and unreadable hub ids as userErrors, sending nothing', async () => {
    const answer = await stack.query<ModifyAnswer>(
      MODIFY('modifyStock'),
      { input: { hubIds: '12x', changes: { installationStateId: 5, installed: '2013-12-31' } } },
      session,
    );
    expect(answer.data!.modifyStock!.userErrors).toEqual([
      { field: 'hubIds', message: 'Not a hub id or serial: 12x', code: 'INVALID' },
      {
        field: 'changes.installed',
        message: 'The installation date should be set (estimate, if not known)',
        code: 'INVALID',
      },
    ]);
  });
});
