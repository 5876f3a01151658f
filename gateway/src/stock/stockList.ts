// Query.stock: one page of the stock list. The upstream pages by offset, so the cursor carries the
// offset of the item after which the next page starts (opaque to clients, checked on the way in).
import { serialFromHubId, toHubId } from '@hub/domain';
import type { QueryStockArgs, StockSortField } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { customerTypeOf, installationStateOf } from '../common/lookupCodes.js';
import { PAGE_LIMITS, badInput, offsetConnection, offsetPage } from '../common/connection.js';
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

function filterValue(sortBy: StockSortField, value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const pattern = DATE_SORTS.has(sortBy) ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{1,9}$/;
  if (!pattern.test(text)) {
    // The All Stock screen says its own words beside the box before asking; a script gets these.
    throw badInput(
      DATE_SORTS.has(sortBy)
        ? 'The filter value must be a date (YYYY-MM-DD).'
        : 'The filter value must be a whole number.',
    );
  }
  // The list shows serials first: a serial typed in the hub id's box finds its hub.
  return sortBy === 'HUB_ID' ? String(toHubId(Number(text))) : text;
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
    installationStateCode: installationStateOf(row.installation_state_id),
    installationState: row.installation_state_text,
    customerTypeId: row.customer_type_id,
    customerTypeCode: customerTypeOf(row.customer_type_id),
    customerType: row.customer_type_text,
    officeStatusId: row.stock_office_status_id,
    officeStatus: row.stock_office_status_details,
    installed: row.installed,
    dispatched: row.dispatched,
    seaiTrialGroup: row.seai_trial_group,
    stockDocketNumber: row.stock_docket_number,
  };
}

const KIND = 'stock';

export async function stockConnection(ctx: GatewayContext, args: QueryStockArgs) {
  const sortBy = args.sortBy ?? 'HUB_ID';
  const sortvalue = filterValue(sortBy, args.filterValue);
  const ascdesc = args.direction === 'DESC' ? 'desc' : 'asc';
  const page = offsetPage(args, { sortBy, sortvalue, ascdesc }, KIND, PAGE_LIMITS);
  const answer = await fetchStockPage(ctx.upstream, {
    sortby: SORT_FIELDS[sortBy],
    ...(sortvalue === undefined ? {} : { sortvalue }),
    ascdesc,
    limit: page.fetch,
    offset: page.offset,
  });
  return { ...offsetConnection(answer.rows, page, KIND, toStockItem), totalCount: answer.total_count };
}
