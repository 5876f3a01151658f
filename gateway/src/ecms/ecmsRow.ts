// An ECMS row as fleet-api sends it, and as the schema shows it. Contact details (address lines, phone)
// are shown only to holders of the "address" right, as in every other area.
import { ecmsRowNeedsAttention } from '@hub/domain';
import type { EcmsField, EcmsRow } from '../__generated__/resolvers-types.js';

export interface EcmsRecord {
  ecms_id: number;
  job_id: string | null;
  first_name: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  contact_mobile: string | null;
  ecms_status_text: string | null;
  ecms_status_id: number | null;
  end_time: string | null;
  mprn: string;
  serial_no: number | null;
  post_code: string | null;
  last_seen: string | null;
  date_sent: string | null;
  hub_batch: number | null;
  ei_batch: number | null;
  comment: string | null;
  company_name: string | null;
  company_code: string | null;
  removed_at: string | null;
  removed_by: string | null;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function toEcmsRow(
  r: EcmsRecord,
  seesContacts: boolean,
): Omit<EcmsRow, 'nodeId' | 'contactDetailsHidden'> {
  return {
    ecmsId: r.ecms_id,
    mprn: r.mprn,
    jobId: r.job_id,
    name: r.first_name,
    addressLine1: seesContacts ? r.address_line_1 : null,
    addressLine2: seesContacts ? r.address_line_2 : null,
    phone: seesContacts ? r.contact_mobile : null,
    status: r.ecms_status_id === null ? null : { id: r.ecms_status_id, text: r.ecms_status_text ?? '' },
    completedOn: iso(r.end_time),
    hubSerial: r.serial_no,
    eircode: r.post_code,
    lastSeenOnline: iso(r.last_seen),
    dateSent: r.date_sent,
    hubBatch: r.hub_batch,
    eiBatch: r.ei_batch,
    comment: r.comment,
    companyName: r.company_name,
    companyCode: r.company_code,
    needsAttention: ecmsRowNeedsAttention({ lastSeen: r.last_seen, endTime: r.end_time }),
    removedAt: iso(r.removed_at),
    removedBy: r.removed_by,
  };
}

/** The upstream column each searchable field is (the domain's ECMS_COLUMNS names). */
export const ECMS_FIELD_COLUMN: Readonly<Record<EcmsField, string>> = {
  ECMS_ID: 'ecms_id',
  JOB_ID: 'job_id',
  NAME: 'first_name',
  ADDRESS: 'address',
  PHONE: 'contact_mobile',
  STATUS: 'ecms_status_id',
  COMPLETED_ON: 'end_time',
  MPRN: 'mprn',
  HUB_SERIAL: 'serial_no',
  EIRCODE: 'post_code',
  LAST_SEEN_ONLINE: 'last_seen',
  DATE_SENT: 'date_sent',
  HUB_BATCH: 'hub_batch',
  EI_BATCH: 'ei_batch',
  COMMENT: 'comment',
  COMPANY_NAME: 'company_name',
};

export const CONTACT_FIELDS: ReadonlySet<EcmsField> = new Set(['ADDRESS', 'PHONE']);
