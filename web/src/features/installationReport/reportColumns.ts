import { INSTALLATION_REPORT_COLUMNS, JOB_STATUSES, type ReportColumnType } from '@hub/domain';
import type { ColumnType, GridColumn } from '../../ui/grid';
import { widthForHeader } from '../../ui/grid/headerWidth';

/** A grid row: the report's fields by their GraphQL (camelCase) names. */
export type ReportGridRow = Record<string, unknown> & { uid: number };

const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
// The GraphQL names that do not follow from the upstream name by camel-casing.
const GRAPHQL_NAME: Record<string, string> = { assignedto: 'assignedTo', installerid: 'installerId' };

/** The report row's field as the GraphQL query names it. */
export const graphqlName = (name: string) => GRAPHQL_NAME[name] ?? camel(name);

const GRID_TYPE: Record<ReportColumnType, ColumnType> = {
  number: 'number',
  date: 'date',
  dateTime: 'date',
  text: 'text',
  json: 'text',
};

const WIDTH: Record<ReportColumnType, number> = {
  number: 80,
  date: 112,
  dateTime: 140,
  text: 130,
  json: 220,
};

/**
 * The grid's columns from the shared list (domain installation/reportColumns.ts, spec 2 §3): headed by
 * the upstream names as the original grid was, typed so that serial_no and unique_id search and edit
 * as numbers and date_corrected as a date.
 */
export const REPORT_GRID_COLUMNS: readonly GridColumn<ReportGridRow>[] = INSTALLATION_REPORT_COLUMNS.map(
  (column) => ({
    field: column.name,
    header: column.name,
    type: GRID_TYPE[column.type],
    withTime: column.type === 'dateTime',
    editable: column.editable,
    // Wide enough for the upstream name that heads it ('entered_serial_number_of_hub' was cut).
    width: widthForHeader(WIDTH[column.type], column.name),
    value: (row: ReportGridRow) => row[graphqlName(column.name)],
    // A job's status is one of spec 2 §4's ten, never empty: picked from them, not typed.
    ...(column.name === 'status' && { choices: JOB_STATUSES, required: true }),
  }),
);
