import { ok, responses } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { defineRoutes } from '../http/routeArea.js';

// Table name in the URL → its key column. Only these names ever reach SQL.
const LOOKUP_TABLES: Readonly<Record<string, string>> = {
  customer_types: 'customer_type_id',
  installation_states: 'installation_state_id',
  stock_statuses: 'stock_status_id',
  stock_locations: 'stock_location_id',
  installers: 'installer_id',
  shipment: 'shipment_id',
  stock_office_status: 'stock_office_status_id',
  fuel_types: 'fuel_type_id',
  issue_source: 'id',
  issue_status: 'id',
  issue_action_type: 'id',
  issue_priority: 'id',
  issue_tag: 'id',
  issue_action: 'id',
  issue_tag_type: 'id',
  lead_status: 'lead_status_id',
  heating_system: 'heating_system_id',
  ecms_status: 'ecms_status_id',
  companies: 'installer_company_id',
};

export const LOOKUP_TABLE_NAMES = Object.keys(LOOKUP_TABLES);

export default defineRoutes('/api/private', async (app) => {
  app.get<{ Params: { table: string } }>(
    '/lookups/:table',
    {
      schema: {
        summary: 'The rows of one lookup table, ordered by key',
        description: `Tables: ${LOOKUP_TABLE_NAMES.join(', ')}. Unknown table: 404.`,
        params: {
          type: 'object',
          required: ['table'],
          properties: { table: { type: 'string', maxLength: 64 } },
        },
        response: responses({ type: 'array', items: { type: 'object', additionalProperties: true } }),
      },
    },
    async (request) => {
      const { table } = request.params;
      const key = Object.hasOwn(LOOKUP_TABLES, table) ? LOOKUP_TABLES[table] : undefined;
      if (key === undefined) throw notFound(`Unknown lookup table: ${table}`);
      return ok(await app.db.query(`SELECT * FROM ${table} ORDER BY ${key}`));
    },
  );
});
