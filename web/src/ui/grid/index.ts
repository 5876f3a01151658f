export { CsvExportButton, type CsvFile } from './CsvExportButton';
export { downloadCsv, rowsToCsv } from './csv';
export { DataGrid, type DataGridProps } from './DataGrid';
export { totalWithFirstPage, type PageWithTotal } from './totalWithFirstPage';
export { GRID_FIRST_ROWS, GRID_ROW_HEIGHT, GRID_STEP_ROWS, GRID_VIEWPORT_PX } from './rowWindow';
export type {
  ColumnType,
  EditValue,
  GridColumn,
  GridDataSource,
  GridFilter,
  LookupOption,
  RowId,
} from './types';
export type { GridSelection } from './useGridSelection';
export { headerWidth, widthForHeader } from './headerWidth';
export { VirtualTable, type VirtualTableProps } from './VirtualTable';
