import type { SeedContext } from './context.js';
import { insertRows } from './insertRows.js';

// The business's own ids matter: issue status 3 is Resolved, installation states 4 to 6 are the
// installed ones, issue tag ids fall into the categories of spec 2 §9, and action types 7, 8, 9 and
// 11 are the escalate, defer, resolve and duplicate actions of spec 1 §4.

const described = (texts: readonly string[]) => texts.map((description, i) => ({ id: i + 1, description }));

export const ISSUE_TAG_TYPES = ['General Question', 'Software', 'Hardware', 'Wifi', 'Installation'];

// [tag, tag type] by tag id 1..22.
export const ISSUE_TAGS: ReadonlyArray<readonly [string, number]> = [
  ['Using the app', 1],
  ['Setting a schedule', 1],
  ['Billing query', 1],
  ['Account access', 1],
  ['Holiday mode', 1],
  ['Boost query', 1],
  ['Spend figures', 1],
  ['General feedback', 1],
  ['App crash', 2],
  ['Firmware fault', 2],
  ['Schedule not applied', 2],
  ['Hub not powering on', 3],
  ['Relay fault', 3],
  ['Temperature sensor', 3],
  ['Battery drain', 3],
  ['Wifi dropouts', 4],
  ['Cannot join wifi', 4],
  ['Wiring fault', 5],
  ['Spend calculation', 2],
  ['Other question', 1],
  ['Installation incomplete', 5],
  ['App login problem', 2],
];

export const ISSUE_STATUSES = [
  'Open',
  'In Progress',
  'Resolved',
  'Escalated',
  'Resolved Duplicate',
  'Deferred',
];
export const ISSUE_PRIORITIES = ['Critical', 'High', 'Medium', 'Normal', 'Low'];
export const ISSUE_SOURCES = ['Phone', 'Email', 'Hub alert', 'Installer', 'Web form', 'Internal'];
export const ISSUE_ACTIONS_REQUIRED = [
  'None',
  'Call customer',
  'Email customer',
  'Send engineer',
  'Replace hub',
  'Check wifi',
  'Monitor',
];

const ISSUE_ACTION_TYPES: ReadonlyArray<readonly [number, string]> = [
  [1, 'Other'],
  [2, 'Phone call'],
  [3, 'Email sent'],
  [4, 'Engineer visit'],
  [5, 'Remote reset'],
  [6, 'Firmware upgrade'],
  [7, 'Escalate'],
  [8, 'Defer'],
  [9, 'Resolve'],
  [10, 'Reopen'],
  [11, 'Resolve Duplicate'],
];

export const COMPANIES: ReadonlyArray<readonly [string, string]> = [
  ['HES', 'hes0005'],
  ['Insight', 'hub001'],
  ['EnergyServe', 'hub'],
];

// [installer, company id]
export const INSTALLERS: ReadonlyArray<readonly [string, number]> = [
  ['Declan Byrne', 1],
  ['Martin Keane', 1],
  ['Sinead Nolan', 1],
  ['Eoin Brennan', 2],
  ['Liam Cullen', 2],
  ['Gerard Fahy', 3],
  ['Tomás Ó Sé', 3],
  ['Brian Hegarty', 3],
];

export const SHIPMENT_SIZES = [500, 500, 1000, 250, 1000, 750, 500, 1000];

export async function seedLookups(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  await insertRows(
    tx,
    'customer_types',
    ['Residential', 'SEAI trial', 'Landlord', 'Staff / test', 'Commercial'].map((customer_type_text, i) => ({
      customer_type_id: i + 1,
      customer_type_text,
    })),
  );
  await insertRows(
    tx,
    'installation_states',
    [
      'In stock',
      'Allocated',
      'Scheduled',
      'Installed',
      'Installed and commissioned',
      'Installed, faulty',
      'Removed',
    ].map((installation_state_text, i) => ({ installation_state_id: i + 1, installation_state_text })),
  );
  await insertRows(
    tx,
    'stock_statuses',
    ['In warehouse', 'Dispatched', 'With installer', 'Installed', 'Returned', 'Faulty', 'Written off'].map(
      (stock_status_text, i) => ({ stock_status_id: i + 1, stock_status_text }),
    ),
  );
  await insertRows(
    tx,
    'stock_locations',
    [
      'Dublin office',
      'Cork warehouse',
      'HES depot',
      'Insight van stock',
      'EnergyServe depot',
      'Customer premises',
    ].map((stock_location_name, i) => ({ stock_location_id: i + 1, stock_location_name })),
  );
  await insertRows(
    tx,
    'stock_office_status',
    ['Awaiting testing', 'Tested OK', 'Ready to ship', 'Shipped', 'Returned for repair'].map(
      (stock_office_status_details, i) => ({ stock_office_status_id: i + 1, stock_office_status_details }),
    ),
  );
  await insertRows(
    tx,
    'companies',
    COMPANIES.map(([installer_company_name, code], i) => ({
      installer_company_id: i + 1,
      installer_company_name,
      code,
    })),
  );
  await insertRows(
    tx,
    'installers',
    INSTALLERS.map(([installer_name, installer_company_id], i) => ({
      installer_id: i + 1,
      installer_name,
      installer_company_id,
    })),
  );
  await insertRows(
    tx,
    'shipment',
    SHIPMENT_SIZES.map((shipment_size, i) => ({ shipment_id: i + 1, shipment_size })),
  );
  await insertRows(
    tx,
    'fuel_types',
    ['Oil', 'Gas', 'LPG', 'Solid fuel', 'Electric'].map((fuel_type_description, i) => ({
      fuel_type_id: i + 1,
      fuel_type_description,
    })),
  );
  await insertRows(tx, 'issue_source', described(ISSUE_SOURCES));
  await insertRows(tx, 'issue_status', described(ISSUE_STATUSES));
  await insertRows(
    tx,
    'issue_action_type',
    ISSUE_ACTION_TYPES.map(([id, description]) => ({ id, description })),
  );
  await insertRows(tx, 'issue_priority', described(ISSUE_PRIORITIES));
  await insertRows(tx, 'issue_action', described(ISSUE_ACTIONS_REQUIRED));
  await insertRows(tx, 'issue_tag_type', described(ISSUE_TAG_TYPES));
  await insertRows(
    tx,
    'issue_tag',
    ISSUE_TAGS.map(([description, issue_tag_type_id], i) => ({ id: i + 1, description, issue_tag_type_id })),
  );
  await insertRows(
    tx,
    'lead_status',
    [
      'New',
      'Contacted',
      'Survey booked',
      'Approved',
      'On hold',
      'Unresolved',
      'Installed',
      'Not interested',
    ].map((lead_status_name, i) => ({ lead_status_id: i + 1, lead_status_name })),
  );
  await insertRows(
    tx,
    'heating_system',
    ['Oil boiler', 'Gas boiler', 'Heat pump', 'Solid fuel stove', 'Electric storage', 'Aga / range'].map(
      (heating_system_name, i) => ({ heating_system_id: i + 1, heating_system_name }),
    ),
  );
  await insertRows(
    tx,
    'ecms_status',
    ['Pre-approved', 'Approved', 'Submitted', 'Paid', 'Rejected', 'On hold'].map((ecms_status_text, i) => ({
      ecms_status_id: i + 1,
      ecms_status_text,
    })),
  );
}
