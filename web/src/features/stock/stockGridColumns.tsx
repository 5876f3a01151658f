// The All Stock grid's columns: every field of the stock item (spec 2 §3), the serial and hub id real links
// to the hub. No column search boxes: the screen's sort field and filter value are the list's search.
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AllStockPage_RowsQuery } from '../../__generated__/graphql';
import type { GridColumn } from '../../ui/grid';

export type StockGridRow = AllStockPage_RowsQuery['stock']['nodes'][number];

/** A real link to the row's hub (middle-click, a new tab); Enter on its cell follows it (the shared grid). */
const hubLink = (row: StockGridRow, text: number) => (
  <Link asChild color="blue.700">
    <RouterLink to={`/hub/${row.hubId}`}>{text}</RouterLink>
  </Link>
);

// Widths (px) from what each column shows at most, header or value (13 px text, 8 px padding): the fourteen
// columns and the checkboxes make 1,352 px, inside the 1,370 px the grid has at 1,440 px, so SEAI group and
// Docket are in view without scrolling sideways. A value longer than its column (an installer's long name)
// is cut with an ellipsis and shown whole on hover (the grid's title).
const COLUMNS: GridColumn<StockGridRow>[] = [
  { field: 'serial', header: 'Serial', type: 'number', width: 70, render: (row) => hubLink(row, row.serial) },
  { field: 'hubId', header: 'Hub id', type: 'number', width: 58, render: (row) => hubLink(row, row.hubId) },
  { field: 'shipmentNumber', header: 'Shipment', type: 'number', width: 76 },
  { field: 'cartonNumber', header: 'Carton', type: 'number', width: 58 },
  { field: 'stockStatus', header: 'Stock status', width: 96 },
  { field: 'stockLocation', header: 'Location', width: 128 },
  { field: 'installer', header: 'Installer', width: 112 },
  { field: 'installationState', header: 'Installation state', width: 178 },
  { field: 'customerType', header: 'Customer type', width: 110 },
  { field: 'officeStatus', header: 'Office status', width: 108 },
  { field: 'installed', header: 'Installed', type: 'date', width: 92 },
  { field: 'dispatched', header: 'Dispatched', type: 'date', width: 92 },
  { field: 'seaiTrialGroup', header: 'SEAI group', type: 'number', width: 86 },
  { field: 'stockDocketNumber', header: 'Docket', type: 'number', width: 60 },
];

export const STOCK_GRID_COLUMNS: readonly GridColumn<StockGridRow>[] = COLUMNS.map((column) => ({
  ...column,
  filter: false,
}));
