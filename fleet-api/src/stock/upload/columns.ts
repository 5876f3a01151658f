// Header names → installation fields. Installer companies each spell their headers their own way
// ("Job ID", "job_id", "JobId", "Post Code"), so a header is compared with case, spaces, underscores
// and punctuation removed; a few common other names are accepted too (docs/install-upload.md).
export const UPLOAD_FIELDS = [
  'job_id',
  'status',
  'first_name',
  'last_name',
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'city',
  'post_code',
  'eircode',
  'job_postal_code',
  'contact_phone',
  'contact_mobile',
  'contact_email',
  'serial_no',
  'scan_serial_number_of_hub',
  'entered_serial_number_of_hub',
  'created_on',
  'assigned_date_time',
  'start_time',
  'end_time',
  'mprn',
  'gprn',
  'notes',
  'assignedto',
  'unique_id',
] as const;

export type UploadField = (typeof UPLOAD_FIELDS)[number];

export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const OTHER_NAMES: Readonly<Record<string, UploadField>> = {
  job: 'job_id',
  jobno: 'job_id',
  jobnumber: 'job_id',
  jobstatus: 'status',
  forename: 'first_name',
  surname: 'last_name',
  address1: 'address_line_1',
  address2: 'address_line_2',
  address3: 'address_line_3',
  town: 'city',
  postcode: 'post_code',
  phone: 'contact_phone',
  mobile: 'contact_mobile',
  email: 'contact_email',
  serial: 'serial_no',
  serialnumber: 'serial_no',
  hubserial: 'serial_no',
  assigned: 'assigned_date_time',
  assigneddate: 'assigned_date_time',
  completed: 'end_time',
  installer: 'assignedto',
};

const BY_NORMAL: ReadonlyMap<string, UploadField> = new Map([
  ...UPLOAD_FIELDS.map((field) => [normalizeHeader(field), field] as const),
  ...Object.entries(OTHER_NAMES),
]);

export function fieldForHeader(header: string): UploadField | null {
  return BY_NORMAL.get(normalizeHeader(header)) ?? null;
}
