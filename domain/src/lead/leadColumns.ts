// The fields of a lead (spec 3 §3 Lead) and the columns of the two leads grids (spec 3 §2.2, §2.4), in
// the spec's order. fleet-api uses the list as its allow-list for searches, edits and imports; the
// gateway to convert; the web to build the grids' columns and the upload's column choices.

/**
 * number: an integer; text; boolean; date: a calendar day; dateTime: an instant; fuelType and source: one
 * of their stored codes; lookup: the id of a lookup table's row (heating_system, lead_status, installers).
 */
export type LeadFieldType =
  'number' | 'text' | 'boolean' | 'date' | 'dateTime' | 'fuelType' | 'source' | 'lookup';

export interface LeadField {
  /** The upstream name: the search, the edit and the CSV header use it. */
  name: string;
  /** The grid's column heading. */
  header: string;
  type: LeadFieldType;
  /** Changed in place, in bulk and by an import; false for what the server derives or records. */
  editable: boolean;
  /** A customer contact detail: visible, searchable and editable only with the "address" right. */
  contact: boolean;
  /** The lookup table of a lookup field. */
  lookup?: 'heating_system' | 'lead_status' | 'installers';
  /** The master sheet's Have Wifi, Pre2007, Grant and Time Clock columns have no search box (spec 3 §2.2). */
  searchable: boolean;
  /** Never empty: a blank value is refused (the yes/no fields Duplicate, Approved, Dead and Removed). */
  required: boolean;
}

const field = (
  name: string,
  header: string,
  type: LeadFieldType,
  options: Partial<Pick<LeadField, 'editable' | 'contact' | 'lookup' | 'searchable' | 'required'>> = {},
): LeadField => ({
  name,
  header,
  type,
  editable: true,
  contact: false,
  searchable: true,
  required: false,
  ...options,
});

/** Every field of a lead, once; the grids pick theirs from here by name. */
export const LEAD_FIELDS: readonly LeadField[] = [
  field('uid', 'UID', 'number', { editable: false }),
  field('job_id', 'JobID', 'text'),
  field('serial_number', 'Hub Serial', 'number'),
  field('master_sheet_index', 'Old Index', 'number'),
  field('email', 'Email', 'text', { contact: true }),
  field('duplicate', 'Duplicate', 'boolean', { required: true }),
  field('phone', 'Phone', 'text', { contact: true }),
  field('full_name', 'Name', 'text'),
  field('fuel_type', 'Fuel Type', 'fuelType'),
  field('approved', 'Approved', 'boolean', { required: true }),
  field('comment', 'Comment', 'text'),
  field('source', 'Source', 'source'),
  field('address', 'Address', 'text', { contact: true }),
  field('eircode', 'Eircode', 'text'),
  field('city', 'City', 'text'),
  field('have_wifi', 'Have Wifi?', 'boolean'),
  field('built_before_2007', 'Pre2007?', 'boolean'),
  field('previous_grant', 'Grant?', 'boolean'),
  field('use_time_clock', 'Time Clock?', 'boolean'),
  field('multiple_thermostats', 'Multi Stats?', 'boolean'),
  field('mprn', 'MPRN', 'text'),
  field('gprn', 'GPRN', 'text'),
  field('ber', 'BER', 'text'),
  field('created', 'Created', 'dateTime', { editable: false }),
  field('installation_batch', 'Batch', 'number'),
  field('handed_to_installer', 'Handed to Installer', 'date'),
  field('heating_system_id', 'Heating System', 'lookup', { lookup: 'heating_system' }),
  field('lead_status_id', 'Lead Status', 'lookup', { lookup: 'lead_status' }),
  field('dead_lead', 'Dead', 'boolean', { required: true }),
  field('removed', 'Removed', 'boolean', { required: true }),
  field('installerid', 'Installer', 'lookup', { lookup: 'installers' }),
  // The installer's company code (HES0005, HUB001 …), shown through installerCompanyDisplay.
  field('installer_company_name', 'Company', 'text', { editable: false }),
  field('last_updated_date_time', 'Last Geopal Update', 'dateTime', { editable: false }),
  field('geopal_status', 'Geopal Status', 'text', { editable: false }),
  field('export_to_company', 'Export Company', 'text'),
];

const BY_NAME = new Map(LEAD_FIELDS.map((f) => [f.name, f]));

export function leadField(name: string): LeadField | undefined {
  return BY_NAME.get(name);
}

const pick = (names: readonly string[], unsearchable: readonly string[] = []): readonly LeadField[] =>
  names.map((name) => {
    const found = BY_NAME.get(name);
    if (found === undefined) throw new Error(`No lead field ${name}`);
    return unsearchable.includes(name) ? { ...found, searchable: false } : found;
  });

/** The master sheet's 33 data columns after the Box (checkbox) column, in the spec's order (§2.2). */
export const MASTER_SHEET_FIELDS = pick(
  [
    'uid',
    'job_id',
    'serial_number',
    'master_sheet_index',
    'email',
    'duplicate',
    'phone',
    'full_name',
    'fuel_type',
    'approved',
    'comment',
    'source',
    'address',
    'eircode',
    'city',
    'have_wifi',
    'built_before_2007',
    'previous_grant',
    'use_time_clock',
    'mprn',
    'gprn',
    'ber',
    'created',
    'installation_batch',
    'handed_to_installer',
    'heating_system_id',
    'lead_status_id',
    'dead_lead',
    'removed',
    'installerid',
    'installer_company_name',
    'last_updated_date_time',
    'geopal_status',
  ],
  ['have_wifi', 'built_before_2007', 'previous_grant', 'use_time_clock'],
);

/** The new-leads grid's 24 data columns after the Box (checkbox) column, in the spec's order (§2.4). */
export const NEW_LEADS_FIELDS = pick([
  'uid',
  'email',
  'duplicate',
  'phone',
  'full_name',
  'fuel_type',
  'approved',
  'comment',
  'source',
  'address',
  'eircode',
  'city',
  'have_wifi',
  'built_before_2007',
  'previous_grant',
  'use_time_clock',
  'multiple_thermostats',
  'created',
  'installation_batch',
  'handed_to_installer',
  'heating_system_id',
  'lead_status_id',
  'dead_lead',
  'export_to_company',
]);

/** Fuel types as stored, with the names the option lists show (spec 3 §3 Option lists). */
export const FUEL_TYPES = [
  { code: 'oil', name: 'Oil' },
  { code: 'gas', name: 'Gas' },
  { code: 'other', name: 'Other' },
] as const;

/** Lead sources as stored (lower case), with the names the option lists show. */
export const LEAD_SOURCES = [
  { code: 'facebook', name: 'Facebook' },
  { code: 'mailchimp', name: 'MailChimp' },
  { code: 'website', name: 'Website' },
  { code: 'manual', name: 'Manual' },
  { code: 'other', name: 'Other' },
] as const;

/**
 * Spec 3 §1: in the leads grids the installer company HES0005 is shown as HES and HUB001 as IES; any
 * other code (or none) is shown blank.
 */
export function installerCompanyDisplay(code: string | null | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === 'HES0005') return 'HES';
  if (upper === 'HUB001') return 'IES';
  return '';
}

/** The lead lists (spec 3 §2.4, §4), defined in docs/domain.md "Leads". all is the master sheet. */
export const LEAD_VIEWS = ['all', 'new', 'unresolved', 'dead', 'onhold'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

/** The lead_status lookup rows the views are defined by (fleet-api seed, lookups.ts). */
export const LEAD_STATUS_NEW = 1;
export const LEAD_STATUS_ON_HOLD = 5;

/** The new-leads grid's page: fewer rows than this in an answer mark the end of the list (spec 3 §9). */
export const LEAD_STEP = 200;

/** A bulk update of more leads than this shows what will change before it is applied. */
export const LEAD_BULK_PREVIEW_OVER = 200;

/** Bulk Update sent with no field chosen: the form says it before Save, the gateway if it is sent anyway. */
export const LEAD_NOTHING_TO_CHANGE = 'Choose at least one field to change.';

/** Upload Leads limits: one campaign's export, bounded so one request stays small. */
export const LEAD_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const LEAD_UPLOAD_MAX_ROWS = 20_000;
