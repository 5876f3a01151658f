import { HUB_INFORMATION_TEXT_LIMITS, hubInformationForSave, validateHubInformation } from '@hub/domain';
import type { HubInformationFields, HubInformationForSave } from '@hub/domain';
import { CONTACT_FIELDS } from '../auth/contactDetails.js';
import type { Queryable } from '../db/database.js';
import { noSuchHub, requireHub } from '../db/requireHub.js';
import { badRequest } from '../http/errors.js';
import { date, nullable } from '../http/envelope.js';
import { staleCopy, versionSchema } from '../http/precondition.js';
import { INSTALLATION_STATE_ID, STOCK_LOCATION_ID, STOCK_STATUS_ID } from './hubRecord.js';

// The editable fields: the API's snake_case name and the domain's camelCase name.
const FIELDS = [
  ['name', 'name'],
  ['address', 'address'],
  ['city', 'city'],
  ['postcode', 'postcode'],
  ['country', 'country'],
  ['contact_phone', 'contactPhone'],
  ['contact_mobile', 'contactMobile'],
  ['contact_email', 'contactEmail'],
  ['contact_note', 'contactNote'],
  ['shipment_number', 'shipmentNumber'],
  ['carton_number', 'cartonNumber'],
  ['stock_status_id', 'stockStatusId'],
  ['stock_location_id', 'stockLocationId'],
  ['stock_office_status_id', 'stockOfficeStatusId'],
  ['customer_type_id', 'customerTypeId'],
  ['installation_state_id', 'installationStateId'],
  ['dispatched', 'dispatched'],
  ['installed', 'installed'],
  ['installer_id', 'installerId'],
  ['stock_docket_number', 'stockDocketNumber'],
  ['seai_trial_group', 'seaiTrialGroup'],
] as const satisfies ReadonlyArray<
  readonly [string, keyof HubInformationFields & keyof HubInformationForSave]
>;

type SnakeField = (typeof FIELDS)[number][0];
export type InformationBody = Partial<Record<SnakeField, string | number | null>> & { version?: number };

const DATE_FIELDS = new Set<string>(['dispatched', 'installed']);
const COLUMNS = FIELDS.map(([snake]) => snake);

// Spec 1 §4: a record with no stock location yet is shown with location 1, stock status 1,
// installation state 1 and country Ireland. A hub with no record at all is the common case.
const INFORMATION_SELECT = `
  WITH info AS (
    SELECT h.hubid, i.name, i.address, i.city, i.postcode,
           CASE WHEN i.stock_location_id IS NULL THEN coalesce(i.country, 'Ireland') ELSE i.country END AS country,
           i.contact_phone, i.contact_mobile, i.contact_email, i.contact_note, i.shipment_number, i.carton_number,
           ${STOCK_STATUS_ID} AS stock_status_id,
           ${STOCK_LOCATION_ID} AS stock_location_id,
           i.stock_office_status_id, i.customer_type_id,
           ${INSTALLATION_STATE_ID} AS installation_state_id,
           i.dispatched, i.installed, i.installer_id, i.stock_docket_number, i.seai_trial_group,
           coalesce(i.version, 0) AS version
      FROM hubs h LEFT JOIN hub_information i ON i.hubid = h.hubid
     WHERE h.hubid = $1
  )
  SELECT info.*, ss.stock_status_text, sl.stock_location_name AS stock_location_text,
         so.stock_office_status_details, ct.customer_type_text, st.installation_state_text, ins.installer_name
    FROM info
    LEFT JOIN stock_statuses ss ON ss.stock_status_id = info.stock_status_id
    LEFT JOIN stock_locations sl ON sl.stock_location_id = info.stock_location_id
    LEFT JOIN stock_office_status so ON so.stock_office_status_id = info.stock_office_status_id
    LEFT JOIN customer_types ct ON ct.customer_type_id = info.customer_type_id
    LEFT JOIN installation_states st ON st.installation_state_id = info.installation_state_id
    LEFT JOIN installers ins ON ins.installer_id = info.installer_id`;

export async function hubInformation(db: Queryable, hubid: number) {
  const rows = await db.query(INFORMATION_SELECT, [hubid]);
  const info = rows[0];
  if (info === undefined) throw noSuchHub(hubid);
  return info;
}

function toDomain(body: InformationBody): HubInformationFields {
  const fields: Record<string, unknown> = {};
  for (const [snake, camel] of FIELDS) fields[camel] = body[snake];
  return fields as HubInformationFields;
}

function camelToSnake(field: string): string {
  return FIELDS.find(([, camel]) => camel === field)?.[0] ?? field;
}

export interface SaveOptions {
  /** The caller lacks the "address" right: the stored contact details stay as they are. */
  keepContactDetails: boolean;
}

/**
 * Replaces the hub's information: fields left out are cleared. The spec's date rules are checked
 * first (400 with their messages), then the save-time coercions of spec 1 §5 are applied, so a
 * script writing here stores the same as the console would. Keeping the contact details happens in the
 * same statement as the save, so a simultaneous change by a holder of the right is never reverted.
 */
export async function saveHubInformation(
  db: Queryable,
  hubid: number,
  body: InformationBody,
  options: SaveOptions,
) {
  await requireHub(db, hubid);
  const fields = toDomain(body);
  const errors = validateHubInformation(fields).map((e) => ({
    field: camelToSnake(e.field),
    message: e.message,
  }));
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '), errors);

  const saved = hubInformationForSave(fields);
  const values = FIELDS.map(([snake, camel]) => {
    // A new record from a caller without the right starts with no contact details.
    if (options.keepContactDetails && (CONTACT_FIELDS as readonly string[]).includes(snake)) return null;
    const value = saved[camel];
    return DATE_FIELDS.has(snake) && typeof value === 'string' ? value.slice(0, 10) : value;
  });
  const placeholders = COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
  const kept = new Set<string>(options.keepContactDetails ? CONTACT_FIELDS : []);
  const updates = COLUMNS.filter((c) => !kept.has(c))
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  // One statement: the row lock ON CONFLICT takes makes the version check and the update atomic, so of
  // two saves from the same copy exactly one goes through.
  const version = COLUMNS.length + 2;
  const written = await db.query(
    `INSERT INTO hub_information (hubid, ${COLUMNS.join(', ')}, updated, version)
     VALUES ($1, ${placeholders}, now(), 1)
     ON CONFLICT (hubid) DO UPDATE SET ${updates}, updated = now(), version = hub_information.version + 1
      WHERE $${version}::integer IS NULL OR hub_information.version = $${version}::integer
     RETURNING hubid`,
    [hubid, ...values, body.version ?? null],
  );
  if (written.length === 0) throw staleCopy("this hub's information");
  return hubInformation(db, hubid);
}

const int = nullable('integer');
const str = nullable('string');
// Numbers may arrive as text from a form; the coercions turn them into numbers or empty.
const numberish = { type: ['integer', 'string', 'null'], maxLength: 20 };
// A text field at most as long as the form and the gateway take it (the domain's limits, one list for all).
const text = (field: keyof typeof HUB_INFORMATION_TEXT_LIMITS) =>
  ({ type: ['string', 'null'], maxLength: HUB_INFORMATION_TEXT_LIMITS[field][1] }) as const;

export const informationBodySchema = {
  type: 'object',
  properties: {
    name: text('name'),
    address: text('address'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
    contact_phone: text('contactPhone'),
    contact_mobile: text('contactMobile'),
    contact_email: text('contactEmail'),
    contact_note: text('contactNote'),
    shipment_number: numberish,
    carton_number: numberish,
    stock_status_id: numberish,
    stock_location_id: numberish,
    stock_office_status_id: numberish,
    customer_type_id: numberish,
    installation_state_id: numberish,
    dispatched: { type: ['string', 'null'], maxLength: 30 },
    installed: { type: ['string', 'null'], maxLength: 30 },
    installer_id: numberish,
    stock_docket_number: numberish,
    seai_trial_group: numberish,
    version: versionSchema,
  },
} as const;

export const informationSchema = {
  type: 'object',
  required: ['hubid', ...COLUMNS, 'version'],
  properties: {
    hubid: { type: 'integer' },
    name: str,
    address: str,
    city: str,
    postcode: str,
    country: str,
    contact_phone: str,
    contact_mobile: str,
    contact_email: str,
    contact_note: str,
    shipment_number: int,
    carton_number: int,
    stock_status_id: int,
    stock_location_id: int,
    stock_office_status_id: int,
    customer_type_id: int,
    installation_state_id: int,
    dispatched: date,
    installed: date,
    installer_id: int,
    stock_docket_number: int,
    seai_trial_group: int,
    stock_status_text: str,
    stock_location_text: str,
    stock_office_status_details: str,
    customer_type_text: str,
    installation_state_text: str,
    installer_name: str,
    version: { type: 'integer', description: 'Send back with the save; 0 while nothing is saved' },
  },
} as const;
