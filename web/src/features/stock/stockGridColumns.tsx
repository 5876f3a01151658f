// The All Stock grid's columns: every field of the stock item (spec 2 §3), the serial a real link to its
// hub. No column search boxes: the screen's sort field and filter value are the list's search.
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AllStockPage_RowsQuery } from '../../__generated__/graphql';
import type { GridColumn } from '../../ui/grid';

export type StockGridRow = AllStockPage_RowsQuery['stock']['nodes'][number];

const COLUMNS: GridColumn<StockGridRow>[] = [
  {
    field: 'serial',
    header: 'Serial',
    type: 'number',
    width: 100,
    render: (row) => (
      <Link asChild color="blue.700">
        <RouterLink to={`/hub/${row.hubId}`}>{row.serial}</RouterLink>
      </Link>
    ),
  },
  { field: 'hubId', header: 'Hub id', type: 'number', width: 80 },
  { field: 'shipmentNumber', header: 'Shipment', type: 'number', width: 80 },
  { field: 'cartonNumber', header: 'Carton', type: 'number', width: 70 },
  { field: 'stockStatus', header: 'Stock status', width: 130 },
  { field: 'stockLocation', header: 'Location', width: 130 },
  { field: 'installer', header: 'Installer', width: 150 },
  { field: 'installationState', header: 'Installation state', width: 140 },
  { field: 'customerType', header: 'Customer type', width: 120 },
  { field: 'officeStatus', header: 'Office status', width: 130 },
  { field: 'installed', header: 'Installed', type: 'date', width: 110 },
  { field: 'dispatched', header: 'Dispatched', type: 'date', width: 110 },
  { field: 'seaiTrialGroup', header: 'SEAI group', type: 'number', width: 100 },
  { field: 'stockDocketNumber', header: 'Docket', type: 'number', width: 90 },
];

export const STOCK_GRID_COLUMNS: readonly GridColumn<StockGridRow>[] = COLUMNS.map((column) => ({
  ...column,
  filter: false,
}));
