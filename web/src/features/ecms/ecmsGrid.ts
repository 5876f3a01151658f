// The ECMS grid's columns and the translation of its searches into the API's filter (spec 3 §2.5, §5).
import { ECMS_COLUMNS, ecmsRowNeedsAttention, ecmsViewColoursRows } from '@hub/domain';
import type { EcmsColumnType, EcmsView } from '@hub/domain';
import type { EcmsField, EcmsFilter, EcmsView as EcmsViewEnum } from '../../__generated__/graphql';
import type { ColumnType, GridColumn, GridFilter, LookupOption } from '../../ui/grid';
import { contactColumnHidden } from '../../app/auth/addressRightReason';
import { widthForHeader } from '../../ui/grid/headerWidth';

/** A grid row: the EcmsRow fields the grid selects. */
export interface EcmsGridRow {
  ecmsId: number;
  mprn: string;
  jobId: string | null;
  name: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  phone: string | null;
  status: { id: number; text: string } | null;
  completedOn: string | null;
  hubSerial: number | null;
  eircode: string | null;
  lastSeenOnline: string | null;
  dateSent: string | null;
  hubBatch: number | null;
  eiBatch: number | null;
  comment: string | null;
  companyName: string | null;
  removedAt: string | null;
  removedBy: string | null;
}

// The API's enum and the row's field for each upstream column name of the domain's list.
const FIELDS: Record<string, { field: EcmsField; value: (row: EcmsGridRow) => unknown }> = {
  ecms_id: { field: 'ECMS_ID', value: (r) => r.ecmsId },
  job_id: { field: 'JOB_ID', value: (r) => r.jobId },
  first_name: { field: 'NAME', value: (r) => r.name },
  address: {
    field: 'ADDRESS',
    value: (r) => [r.addressLine1, r.addressLine2].filter(Boolean).join(', '),
  },
  contact_mobile: { field: 'PHONE', value: (r) => r.phone },
  ecms_status_id: { field: 'STATUS', value: (r) => r.status?.id },
  end_time: { field: 'COMPLETED_ON', value: (r) => r.completedOn },
  mprn: { field: 'MPRN', value: (r) => r.mprn },
  serial_no: { field: 'HUB_SERIAL', value: (r) => r.hubSerial },
  post_code: { field: 'EIRCODE', value: (r) => r.eircode },
  last_seen: { field: 'LAST_SEEN_ONLINE', value: (r) => r.lastSeenOnline },
  date_sent: { field: 'DATE_SENT', value: (r) => r.dateSent },
  hub_batch: { field: 'HUB_BATCH', value: (r) => r.hubBatch },
  ei_batch: { field: 'EI_BATCH', value: (r) => r.eiBatch },
  comment: { field: 'COMMENT', value: (r) => r.comment },
  company_name: { field: 'COMPANY_NAME', value: (r) => r.companyName },
};

const GRID_TYPE: Record<EcmsColumnType, ColumnType> = {
  number: 'number',
  date: 'date',
  dateTime: 'date',
  text: 'text',
  status: 'lookup',
};

const WIDTH: Record<string, number> = {
  ecms_id: 70,
  first_name: 150,
  address: 220,
  last_seen: 150,
  comment: 180,
  mprn: 110,
  hub_batch: 80,
  ei_batch: 80,
};

// The customer's contact details: blank, and not searchable, without the "address" right.
const CONTACT_COLUMNS: ReadonlySet<string> = new Set(['address', 'contact_mobile']);

/**
 * The 16 columns after Box, searched by their type; Status searched by name (matched to its id). Without
 * the "address" right (`seesContacts` false) Address and Phone have no search box: the API refuses that
 * search, and a refused search would leave the whole grid empty.
 */
export function ecmsGridColumns(
  /** Undefined while they load: a search by a status name waits for them (useGridFilters). */
  statuses: readonly LookupOption[] | undefined,
  seesContacts = true,
): GridColumn<EcmsGridRow>[] {
  return ECMS_COLUMNS.map((column) => {
    const allowed = seesContacts || !CONTACT_COLUMNS.has(column.name);
    return {
      field: column.name,
      header: column.header,
      type: GRID_TYPE[column.type],
      filter: allowed,
      ...(allowed ? {} : { hiddenReason: contactColumnHidden(column.header) }),
      // Last Seen Online is a moment worth its time; Completed On is read as a day.
      withTime: column.name === 'last_seen',
      options: column.type === 'status' ? statuses : undefined,
      // Wide enough for its header ('Company Name' was cut).
      width: widthForHeader(WIDTH[column.name] ?? 110, column.header),
      value: FIELDS[column.name]!.value,
    };
  });
}

/** The grid's converted searches as the API's filter of a view. */
export function ecmsFilter(view: EcmsView, filters: readonly GridFilter[]): EcmsFilter {
  return {
    view: view.toUpperCase() as EcmsViewEnum,
    columns: filters.map((f) => ({ field: FIELDS[f.field]!.field, value: String(f.value) })),
  };
}

const RED = 'var(--chakra-colors-red-200)';

/** Spec 3 §4: red rows in the views that colour them; otherwise the grid's alternating grey and white. */
export function ecmsRowColour(view: EcmsView): ((row: EcmsGridRow) => string | undefined) | undefined {
  if (!ecmsViewColoursRows(view)) return undefined;
  return (row) =>
    ecmsRowNeedsAttention({ lastSeen: row.lastSeenOnline, endTime: row.completedOn }) ? RED : undefined;
}
