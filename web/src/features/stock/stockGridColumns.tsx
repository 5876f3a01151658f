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

// Widths (px) from what each column shows at most, header or value (12 px text, 4 px padding each side, a
// px or two to spare): the fourteen columns and the checkboxes make 1,352 px, inside the 1,370 px the grid
// has at 1,440 px (with room for a scrollbar that takes space), so SEAI group and Docket are in view without
// scrolling sideways. Docket holds a 10-digit number whole (an Int's largest, 2147483647: 77 px; at 60 px
// it was cut after 6 digits); the installer gave up 12 px of what its names did not use and the others a
// px or two each. A value longer than its column (an installer's long name, an office status "Returned for
// repair") is cut with an ellipsis and shown whole on hover (the grid's title).
const COLUMNS: GridColumn<StockGridRow>[] = [
  { field: 'serial', header: 'Serial', type: 'number', width: 64, render: (row) => hubLink(row, row.serial) },
  { field: 'hubId', header: 'Hub id', type: 'number', width: 56, render: (row) => hubLink(row, row.hubId) },
  { field: 'shipmentNumber', header: 'Shipment', type: 'number', width: 76 },
  { field: 'cartonNumber', header: 'Carton', type: 'number', width: 56 },
  { field: 'stockStatus', header: 'Stock status', width: 95 },
  { field: 'stockLocation', header: 'Location', width: 128 },
  { field: 'installer', header: 'Installer', width: 100 },
  { field: 'installationState', header: 'Installation state', width: 178 },
  { field: 'customerType', header: 'Customer type', width: 110 },
  { field: 'officeStatus', header: 'Office status', width: 108 },
  { field: 'installed', header: 'Installed', type: 'date', width: 91 },
  { field: 'dispatched', header: 'Dispatched', type: 'date', width: 91 },
  { field: 'seaiTrialGroup', header: 'SEAI group', type: 'number', width: 85 },
  { field: 'stockDocketNumber', header: 'Docket', type: 'number', width: 86 },
];

export const STOCK_GRID_COLUMNS: readonly GridColumn<StockGridRow>[] = COLUMNS.map((column) => ({
  ...column,
  filter: false,
}));
