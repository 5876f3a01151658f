// The ECMS register's grid (spec 3 §2.5, §3 ECMS row, §5 ECMS search): its columns in the spec's order,
// how each is searched, its views and when a row is shown red. fleet-api checks searches against this
// list, the gateway converts them with it and the web builds its grid from it, so all three agree.

/** How a column's search is read: numbers equal, dates that calendar day, text contains (ignoring case). */
export type EcmsColumnType = 'number' | 'date' | 'dateTime' | 'text' | 'status';

export interface EcmsColumn {
  /** The column's name at the fleet API (search keys, field names of user errors). */
  name: string;
  /** The grid's header text. */
  header: string;
  type: EcmsColumnType;
}

/** The grid's columns after the Box (tick) column, in the spec's order. */
export const ECMS_COLUMNS: readonly EcmsColumn[] = [
  { name: 'ecms_id', header: 'ECMS ID', type: 'number' },
  { name: 'job_id', header: 'Job Id', type: 'text' },
  { name: 'first_name', header: 'Name', type: 'text' },
  // Address lines 1 and 2 are searched together: staff type part of an address, not a line number.
  { name: 'address', header: 'Address', type: 'text' },
  { name: 'contact_mobile', header: 'Phone', type: 'text' },
  { name: 'ecms_status_id', header: 'Status', type: 'status' },
  { name: 'end_time', header: 'Completed On', type: 'dateTime' },
  { name: 'mprn', header: 'MPRN', type: 'text' },
  { name: 'serial_no', header: 'Hub Serial', type: 'number' },
  { name: 'post_code', header: 'Eircode', type: 'text' },
  { name: 'last_seen', header: 'Last Seen Online', type: 'dateTime' },
  { name: 'date_sent', header: 'Date Sent', type: 'date' },
  { name: 'hub_batch', header: 'Hub Batch', type: 'number' },
  { name: 'ei_batch', header: 'EI Batch', type: 'number' },
  { name: 'comment', header: 'Comment', type: 'text' },
  { name: 'company_name', header: 'Company Name', type: 'text' },
];

export function ecmsColumn(name: string): EcmsColumn | undefined {
  return ECMS_COLUMNS.find((column) => column.name === name);
}

/**
 * The register's views (docs/domain.md "ECMS views" says what puts a row in each): every live row, the
 * pre-approved ones, those GeoPal has no job for, those whose hub is offline, and the raw table with
 * removed rows too.
 */
export const ECMS_VIEWS = ['all', 'preapproved', 'nogeopal', 'offline', 'raw'] as const;
export type EcmsView = (typeof ECMS_VIEWS)[number];

/** The views whose rows are coloured red when they need attention (spec 3 §4 ECMS row colour). */
export function ecmsViewColoursRows(view: EcmsView): boolean {
  return view === 'all' || view === 'preapproved';
}

const time = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Spec 3 §4: a row needs attention (shown red) when the hub's last seen or the job's end time is
 * missing, or the hub was last seen before the job ended (it has not been online since installation).
 */
export function ecmsRowNeedsAttention(row: {
  lastSeen: string | Date | null | undefined;
  endTime: string | Date | null | undefined;
}): boolean {
  const seen = time(row.lastSeen);
  const ended = time(row.endTime);
  return seen === null || ended === null || seen < ended;
}

/** The status typed in the Status search, matched to the lookup ignoring case and surrounding spaces. */
export function ecmsStatusId(
  statuses: readonly { id: number; text: string }[],
  typed: string,
): number | null {
  const wanted = typed.trim().toLowerCase();
  return statuses.find((status) => status.text.trim().toLowerCase() === wanted)?.id ?? null;
}

/** The MPRNs typed in "Enter MPRNs": split on commas (and spaces or new lines), blanks and repeats dropped. */
export function splitMprns(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((mprn) => mprn.trim())
        .filter((mprn) => mprn !== ''),
    ),
  ];
}
