// The leads area (spec 3 §2.2–§2.4, §3 Lead, §7 Leads): pages of a view's leads (or their count) for a
// column search, every matching uid (select-all), changes in one transaction (cell edits and bulk
// updates), a new lead, the rows of an export, and the CSV upload.
import multipart from '@fastify/multipart';
import {
  LEAD_FIELDS,
  LEAD_UPLOAD_MAX_BYTES,
  LEAD_VIEWS,
  leadField,
  leadValueFromText,
  type LeadValue,
} from '@hub/domain';
import { seesContactDetails } from '../auth/contactDetails.js';
import { ok, responses } from '../http/envelope.js';
import { badRequest, forbidden } from '../http/errors.js';
import { offsetAndLimit, offsetPageProperties } from '../http/offsetPage.js';
import { defineRoutes } from '../http/routeArea.js';
import { applyLeadChanges, type LeadChange } from '../lead/leadChanges.js';
import {
  LEAD_FROM,
  LEAD_ORDER,
  LEAD_SELECT,
  leadPageSql,
  leadWhere,
  visibleLeads,
  type LeadRow,
  type LeadSearchBody,
} from '../lead/leadQuery.js';
import { leadsUpload, leadUploadAnswerSchema } from '../lead/leadUpload.js';

const SCHEMA_TYPE: Record<string, unknown> = {
  number: { type: ['integer', 'null'] },
  lookup: { type: ['integer', 'null'] },
  boolean: { type: ['boolean', 'null'] },
  date: { type: ['string', 'null'], format: 'date' },
  dateTime: { type: ['string', 'null'], format: 'date-time' },
};
const leadRowSchema = {
  type: 'object',
  required: ['uid'],
  properties: {
    ...Object.fromEntries(
      LEAD_FIELDS.map((f) => [f.name, SCHEMA_TYPE[f.type] ?? { type: ['string', 'null'] }]),
    ),
    installer_name: { type: ['string', 'null'] },
  },
} as const;

const searchProperties = {
  leads_type: {
    type: 'string',
    enum: [...LEAD_VIEWS],
    default: 'all',
    description: 'The view: all (the master sheet), new, unresolved, dead or onhold (docs/domain.md "Leads")',
  },
  search: {
    type: ['object', 'null'],
    description:
      'Field name → value: numbers and lookup ids equal, true/false for yes/no fields, "YYYY-MM-DD" for dates (that day, Irish time), fuel type and source codes, text contained (ignoring case)',
    additionalProperties: { type: ['string', 'number', 'boolean'] },
  },
} as const;

const pageBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...searchProperties,
    ...offsetPageProperties('leads'),
    uid: { type: ['integer', 'null'], description: 'Only this lead' },
  },
} as const;

const changeItem = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'integer', minimum: 1 } },
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
} as const;

const CONTACTS_NEEDED =
  'Adding or importing leads needs the "address" right (they are customer contact details).';

type PageBody = LeadSearchBody & { offset?: number; step?: number; count?: boolean; uid?: number | null };

export default defineRoutes('/api/private', async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LEAD_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  // The search's WHERE, narrowed to one lead when `uid` is given, then `tail` (order, offset, limit) with
  // its $1, $2 … renumbered after the search's parameters.
  const rowsOf = (
    request: Parameters<typeof leadWhere>[0],
    body: PageBody,
    tail: string,
    extra: unknown[] = [],
  ) => {
    const { where, params } = leadWhere(request, body);
    const uidCondition = body.uid
      ? `${where ? `${where} AND` : 'WHERE'} l.uid = $${params.length + 1}`
      : where;
    const all = body.uid ? [...params, body.uid] : params;
    const shifted = tail.replace(/\$(\d+)/g, (_, n: string) => `$${all.length + Number(n)}`);
    return { sql: `${uidCondition} ${shifted}`, params: [...all, ...extra] };
  };

  app.post<{ Body: PageBody }>(
    '/leads/load',
    {
      schema: {
        summary:
          'A page of a view’s leads matching the search (offset/step), newest first; with count: true, [{ count }] of every matching lead',
        body: pageBody,
        response: responses({
          type: 'array',
          items: {
            anyOf: [
              leadRowSchema,
              { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } },
            ],
          },
        }),
      },
    },
    async (request) => {
      if (request.body.count) {
        const { sql, params } = rowsOf(request, request.body, '');
        return ok(await app.db.query(`SELECT count(*)::int AS count ${LEAD_FROM} ${sql}`, params));
      }
      const { sql, params } = rowsOf(
        request,
        request.body,
        `${LEAD_ORDER} OFFSET $1 LIMIT $2`,
        offsetAndLimit(request.body),
      );
      return ok(
        visibleLeads(
          request,
          await app.db.query<LeadRow>(
            `${leadPageSql(`SELECT l.uid ${LEAD_FROM} ${sql}`)} ${LEAD_ORDER}`,
            params,
          ),
        ),
      );
    },
  );

  app.post<{ Body: LeadSearchBody }>(
    '/leads/uids',
    {
      schema: {
        summary: 'The uid of every lead of the view matching the search, in page order (for select-all)',
        body: { type: 'object', additionalProperties: false, properties: searchProperties },
        response: responses({
          type: 'array',
          items: { type: 'object', required: ['uid'], properties: { uid: { type: 'integer' } } },
        }),
      },
    },
    async (request) => {
      const { where, params } = leadWhere(request, request.body);
      return ok(
        await app.db.query<{ uid: number }>(`SELECT l.uid ${LEAD_FROM} ${where} ${LEAD_ORDER}`, params),
      );
    },
  );

  app.post<{ Body: LeadChange[]; Querystring: { preview: boolean } }>(
    '/leads',
    {
      schema: {
        summary:
          'Change leads: an array of { uid, field: value … }, applied in one transaction (all or none). Approved true sets dead_lead false and approved false sets it true. preview=true counts what would change and writes nothing',
        body: { type: 'array', minItems: 1, maxItems: 200_000, items: changeItem },
        querystring: { type: 'object', properties: { preview: { type: 'boolean', default: false } } },
        response: responses({
          type: 'object',
          required: ['preview', 'leads', 'changed', 'fields'],
          properties: {
            preview: { type: 'boolean' },
            leads: { type: 'integer', description: 'Leads named' },
            changed: {
              type: 'integer',
              description: 'Leads whose values differ (or would) from what was sent',
            },
            fields: {
              type: 'array',
              items: {
                type: 'object',
                required: ['field', 'changed'],
                properties: { field: { type: 'string' }, changed: { type: 'integer' } },
              },
            },
            rows: {
              type: 'array',
              items: leadRowSchema,
              description: 'The leads as saved, when one lead was changed',
            },
          },
        }),
      },
    },
    async (request) => {
      const answer = await applyLeadChanges(app.db, request, request.body, request.query.preview);
      const only = request.body.length === 1 && !answer.preview ? request.body[0]!.uid : null;
      const rows =
        only === null ? [] : await app.db.query<LeadRow>(`${LEAD_SELECT} WHERE l.uid = $1`, [only]);
      return ok({ ...answer, rows: visibleLeads(request, rows) });
    },
  );

  app.put<{ Body: Record<string, LeadValue> }>(
    '/leads/add',
    {
      schema: {
        summary:
          'Add a lead. Its source is set to manual, approved to true and dead_lead to false whatever is sent. full_name and email are needed; email and eircode must be well formed',
        body: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
        response: responses(leadRowSchema),
      },
    },
    async (request) => {
      if (!seesContactDetails(request)) throw forbidden(CONTACTS_NEEDED);
      const values: Record<string, LeadValue> = {};
      const errors: Array<{ field: string; message: string }> = [];
      for (const [name, value] of Object.entries(request.body)) {
        const field = leadField(name);
        if (field === undefined || !field.editable) {
          errors.push({ field: name, message: `${name} cannot be set on a new lead` });
          continue;
        }
        const converted = leadValueFromText(field, value === null ? null : String(value));
        if (converted.ok) values[name] = converted.value;
        else errors.push({ field: name, message: converted.message });
      }
      for (const [name, header] of [
        ['full_name', 'Full Name'],
        ['email', 'Email'],
      ] as const)
        if ((values[name] ?? null) === null && !errors.some((e) => e.field === name))
          errors.push({ field: name, message: `${header} is needed.` });
      if (errors.length > 0) throw badRequest('The lead is not valid', errors);
      Object.assign(values, { source: 'manual', approved: true, dead_lead: false });
      const names = Object.keys(values).filter((n) => values[n] !== null);
      const [row] = await app.db.query<{ uid: number }>(
        `INSERT INTO leads (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING uid`,
        names.map((n) => values[n]),
      );
      const [saved] = await app.db.query<LeadRow>(`${LEAD_SELECT} WHERE l.uid = $1`, [row!.uid]);
      return ok(saved);
    },
  );

  app.post<{ Body: LeadSearchBody & { uid_list?: number[] } }>(
    '/leads/csv',
    {
      schema: {
        summary:
          'The leads of an export: the uid_list leads, or every lead of the view matching the search when uid_list is empty (newest first)',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...searchProperties,
            uid_list: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 200_000 },
          },
        },
        response: responses({ type: 'array', items: leadRowSchema }),
      },
    },
    async (request) => {
      const uids = request.body.uid_list ?? [];
      if (uids.length > 0)
        return ok(
          visibleLeads(
            request,
            await app.db.query<LeadRow>(`${LEAD_SELECT} WHERE l.uid = ANY($1::int[]) ${LEAD_ORDER}`, [uids]),
          ),
        );
      const { where, params } = leadWhere(request, request.body);
      return ok(
        visibleLeads(request, await app.db.query<LeadRow>(`${LEAD_SELECT} ${where} ${LEAD_ORDER}`, params)),
      );
    },
  );

  app.put<{ Querystring: { preview: boolean } }>(
    '/leads/upload',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Upload leads from a CSV file',
        description:
          'multipart/form-data with `file` (a .csv, at most 5 MB and 20,000 rows) and optionally `mapping` (JSON: header → lead field name, "" to skip a column; by default columns are recognised from their headers). ' +
          'Rows with a uid of a stored lead update it; other rows are new leads. Rows sharing an e-mail, phone or Eircode with a stored lead or an earlier row are saved with duplicate = true and listed. ' +
          'preview=true saves nothing. Saving writes every good row in one transaction. 400: unreadable file; 413: too large; 415: not text.',
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          properties: {
            file: { type: 'string', format: 'binary', description: 'the .csv file' },
            mapping: { type: 'string', description: 'JSON object: header → lead field name' },
          },
        },
        querystring: { type: 'object', properties: { preview: { type: 'boolean', default: false } } },
        response: responses(leadUploadAnswerSchema),
      },
    },
    async (request) => {
      if (!seesContactDetails(request)) throw forbidden(CONTACTS_NEEDED);
      return ok(await leadsUpload(app.db, request, request.query.preview));
    },
  );
});
