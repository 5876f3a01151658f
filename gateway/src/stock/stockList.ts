// Query.stock: one page of the stock list. The upstream pages by offset, so the cursor carries the
// offset of the item after which the next page starts (opaque to clients, checked on the way in).
import { serialFromHubId } from '@hub/domain';
import { GraphQLError } from 'graphql';
import type { QueryStockArgs, StockSortField } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { decodeCursor, encodeCursor, pageSize } from '../health/paging.js';
import type { StockRow } from './rest.js';
import { fetchStockPage } from './rest.js';

const SORT_FIELDS: Readonly<Record<StockSortField, string>> = {
  HUB_ID: 'hubid',
  SHIPMENT_NUMBER: 'shipment_number',
  CARTON_NUMBER: 'carton_number',
  STOCK_STATUS: 'stock_status_id',
  STOCK_LOCATION: 'stock_location_id',
  INSTALLER: 'installer_id',
  INSTALLATION_STATE: 'installation_state_id',
  CUSTOMER_TYPE: 'customer_type_id',
  OFFICE_STATUS: 'stock_office_status_id',
  SEAI_TRIAL_GROUP: 'seai_trial_group',
  STOCK_DOCKET_NUMBER: 'stock_docket_number',
  INSTALLED: 'installed',
  DISPATCHED: 'dispatched',
};

const DATE_SORTS = new Set<StockSortField>(['INSTALLED', 'DISPATCHED']);

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function filterValue(sortBy: StockSortField, value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const pattern = DATE_SORTS.has(sortBy) ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{1,9}$/;
  if (!pattern.test(text)) {
    throw badInput(
      DATE_SORTS.has(sortBy)
        ? `filterValue must be a date "YYYY-MM-DD" for ${sortBy}.`
        : `filterValue must be a whole number for ${sortBy}.`,
    );
  }
  return text;
}

export function toStockItem(row: StockRow) {
  return {
    hubId: row.hubid,
    serial: serialFromHubId(row.hubid),
    shipmentNumber: row.shipment_number,
    cartonNumber: row.carton_number,
    stockStatusId: row.stock_status_id,
    stockStatus: row.stock_status_text,
    stockLocationId: row.stock_location_id,
    stockLocation: row.stock_location_name,
    installerId: row.installer_id,
    installer: row.installer_name,
    installationStateId: row.installation_state_id,
    installationState: row.installation_state_text,
    customerTypeId: row.customer_type_id,
    customerType: row.customer_type_text,
    officeStatusId: row.stock_office_status_id,
    officeStatus: row.stock_office_status_details,
    installed: row.installed,
    dispatched: row.dispatched,
    seaiTrialGroup: row.seai_trial_group,
    stockDocketNumber: row.stock_docket_number,
  };
}

export async function stockConnection(ctx: GatewayContext, args: QueryStockArgs) {
  const size = pageSize(ctx, args.first, 100);
  const afterKey = decodeCursor('stock', args.after);
  const offset = afterKey === null ? 0 : Number(afterKey) + 1;
  if (!Number.isSafeInteger(offset) || offset < 0) throw badInput(`Not a cursor of this list: ${args.after}`);
  const sortBy = args.sortBy ?? 'HUB_ID';
  const sortvalue = filterValue(sortBy, args.filterValue);
  const page = await fetchStockPage(ctx.upstream, {
    sortby: SORT_FIELDS[sortBy],
    ...(sortvalue === undefined ? {} : { sortvalue }),
    ascdesc: args.direction === 'DESC' ? 'desc' : 'asc',
    limit: size,
    offset,
  });
  const edges = page.rows.map((row, i) => ({
    cursor: encodeCursor('stock', offset + i),
    node: toStockItem(row),
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    totalCount: page.total_count,
    pageInfo: {
      hasNextPage: offset + edges.length < page.total_count,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
