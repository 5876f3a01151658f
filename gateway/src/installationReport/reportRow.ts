// An installation report row as the upstream sends it, and as the schema shows it. Contact details are
// shown only to holders of the "address" right (auth/rights.ts), in the grid and in the export alike.
import { INSTALLATION_REPORT_COLUMNS, effectiveJobStatus } from '@hub/domain';
import type { InstallationReport, InstallationReportField } from '../__generated__/resolvers-types.js';
import { iso } from '../installation/resolvers.js';

export interface ReportRow {
  uid: number;
  unique_id: number | null;
  serial_no: number | null;
  uploaded: string | null;
  created_on: string | null;
  assigned_date_time: string | null;
  start_time: string | null;
  end_time: string | null;
  last_updated_date_time: string | null;
  date_corrected: string | null;
  job_id: string;
  post_code: string | null;
  first_name: string | null;
  last_name: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  address_line_3: string | null;
  city: string | null;
  job_postal_code: string | null;
  contact_phone: string | null;
  contact_mobile: string | null;
  contact_email: string | null;
  status: string;
  notes: string | null;
  mprn: string | null;
  eircode: string | null;
  scan_serial_number_of_hub: string | null;
  entered_serial_number_of_hub: string | null;
  start_job: string | null;
  gprn: string | null;
  geopal_data: Record<string, unknown> | null;
  process_error: string | null;
  assignedto: string | null;
  installerid: number | null;
}

/** The upstream column a schema enum value names (UNIQUE_ID → unique_id). */
export const columnName = (field: InstallationReportField): string => field.toLowerCase();

// The schema's field names where they are not the column's name in camelCase.
const FIELD_NAMES: Record<string, string> = { assignedto: 'assignedTo', installerid: 'installerId' };

/** The schema field of an upstream column, as userErrors name it (serial_no → serialNo). */
export function reportFieldName(column: string): string {
  return FIELD_NAMES[column] ?? column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export const CONTACT_COLUMNS = new Set(
  INSTALLATION_REPORT_COLUMNS.filter((c) => c.contact).map((c) => c.name),
);

/** The row with contact details emptied for a caller without the "address" right. */
export function visibleRow(row: ReportRow, seesContacts: boolean): ReportRow {
  if (seesContacts) return row;
  const hidden: Record<string, unknown> = { ...row };
  for (const column of CONTACT_COLUMNS) hidden[column] = null;
  return hidden as unknown as ReportRow;
}

export function toInstallationReport(
  r: ReportRow,
): Omit<InstallationReport, 'nodeId' | 'contactDetailsHidden'> {
  const data = r.geopal_data ?? {};
  return {
    uid: r.uid,
    uniqueId: r.unique_id,
    serialNo: r.serial_no,
    uploaded: iso(r.uploaded),
    createdOn: iso(r.created_on),
    assignedDateTime: iso(r.assigned_date_time),
    startTime: iso(r.start_time),
    endTime: iso(r.end_time),
    lastUpdatedDateTime: iso(r.last_updated_date_time),
    dateCorrected: r.date_corrected,
    jobId: r.job_id,
    postCode: r.post_code,
    firstName: r.first_name,
    lastName: r.last_name,
    addressLine1: r.address_line_1,
    addressLine2: r.address_line_2,
    addressLine3: r.address_line_3,
    city: r.city,
    jobPostalCode: r.job_postal_code,
    contactPhone: r.contact_phone,
    contactMobile: r.contact_mobile,
    contactEmail: r.contact_email,
    status: r.status,
    effectiveStatus: effectiveJobStatus(r.status, data['status']),
    notes: r.notes,
    mprn: r.mprn,
    eircode: r.eircode,
    scanSerialNumberOfHub: r.scan_serial_number_of_hub,
    enteredSerialNumberOfHub: r.entered_serial_number_of_hub,
    startJob: r.start_job,
    gprn: r.gprn,
    geopalData: data,
    processError: r.process_error,
    assignedTo: r.assignedto,
    installerId: r.installerid,
  };
}
