// The installation reports grid (spec 2 §2 Installation reports, §3 Installation report row, §5 Report
// search, §7 Installations): a page of rows (or their count) for a column search, every matching uid
// (select-all), one cell's edit, and the rows of an export.
import { INSTALLATION_REPORT_COLUMNS } from '@hub/domain';
import { date, dateTime, nullable, ok, responses } from '../http/envelope.js';
import { badRequest, notFound } from '../http/errors.js';
import { offsetAndLimit, offsetPageProperties } from '../http/offsetPage.js';
import { defineRoutes } from '../http/routeArea.js';
import { irishClock, JOB_TIME_ORDER } from '../installation/jobTimes.js';
import { reportChange } from '../installation/reportChange.js';
import { reportWhere } from '../installation/reportSearch.js';
import type { ReportSearchBody } from '../installation/reportSearch.js';

const str = nullable('string');
const int = nullable('integer');
const COLUMN_SCHEMAS: Record<string, unknown> = {
  number: int,
  date,
  dateTime,
  text: str,
  json: { type: 'object', additionalProperties: true },
};

const reportRowSchema = {
  type: 'object',
  required: INSTALLATION_REPORT_COLUMNS.map((c) => c.name),
  properties: Object.fromEntries(INSTALLATION_REPORT_COLUMNS.map((c) => [c.name, COLUMN_SCHEMAS[c.type]])),
} as const;

const SELECT = INSTALLATION_REPORT_COLUMNS.map(({ name, type }) =>
  type === 'date' ? `to_char(${name}, 'YYYY-MM-DD') AS ${name}` : name,
).join(', ');
// Newest upload first; uid breaks ties so every row has one place in the order and offsets are stable.
const ORDER = 'ORDER BY uploaded DESC, uid DESC';

const searchProperties = {
  leads_type: { type: 'string', enum: ['all'], default: 'all', description: 'The scope; only "all" exists' },
  search: {
    type: ['object', 'null'],
    description:
      'Column name → value: a number for number columns (equal), "YYYY-MM-DD" for date columns (that day, Irish time), text for text columns (contains, ignoring case)',
    additionalProperties: { type: ['string', 'number'] },
  },
  mprn: { type: ['string', 'null'], description: 'Only the rows of this MPRN' },
} as const;

const pageBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...searchProperties,
    ...offsetPageProperties('rows'),
  },
} as const;

const csvBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...searchProperties,
    uid_list: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      maxItems: 200_000,
      description: 'The rows to export; empty exports every row matching the search',
    },
  },
} as const;

const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['changes'],
  properties: {
    changes: {
      type: 'object',
      required: ['uid'],
      properties: { uid: { type: 'integer', minimum: 1 } },
      additionalProperties: { type: ['string', 'number', 'null'] },
      description: 'The row’s uid and the one column changed, e.g. { "uid": 12, "serial_no": 1234567 }',
    },
  },
} as const;

type PageBody = ReportSearchBody & { offset?: number; step?: number; count?: boolean };
type CsvBody = ReportSearchBody & { uid_list?: number[] };
type ChangeBody = { changes: { uid: number } & Record<string, string | number | null> };

export default defineRoutes('/api/private', async (app) => {
  app.post<{ Body: PageBody }>(
    '/installations',
    {
      schema: {
        summary:
          'A page of installation report rows matching the search (offset/step), newest upload first; with count: true, [{ count }] of every matching row',
        body: pageBody,
        response: responses({
          type: 'array',
          items: {
            anyOf: [
              reportRowSchema,
              { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } },
            ],
          },
        }),
      },
    },
    async (request) => {
      const { where, params } = reportWhere(request.body);
      if (request.body.count) {
        return ok(await app.db.query(`SELECT count(*)::int AS count FROM installations ${where}`, params));
      }
      const n = params.length;
      return ok(
        await app.db.query(
          `SELECT ${SELECT} FROM installations ${where} ${ORDER} OFFSET $${n + 1} LIMIT $${n + 2}`,
          [...params, ...offsetAndLimit(request.body)],
        ),
      );
    },
  );

  app.post<{ Body: ReportSearchBody }>(
    '/installations/uids',
    {
      schema: {
        summary:
          'The uid of every installation report row matching the search, in the page order (for select-all)',
        body: { type: 'object', additionalProperties: false, properties: searchProperties },
        response: responses({ type: 'array', items: { type: 'integer' } }),
      },
    },
    async (request) => {
      const { where, params } = reportWhere(request.body);
      const rows = await app.db.query<{ uid: number }>(
        `SELECT uid FROM installations ${where} ${ORDER}`,
        params,
      );
      return ok(rows.map((row) => row.uid));
    },
  );

  app.post<{ Body: CsvBody }>(
    '/installations/csv',
    {
      schema: {
        summary:
          'The rows of an export: the uid_list rows, or every row matching the search when uid_list is empty (newest upload first)',
        body: csvBody,
        response: responses({ type: 'array', items: reportRowSchema }),
      },
    },
    async (request) => {
      const uids = request.body.uid_list ?? [];
      if (uids.length > 0) {
        return ok(
          await app.db.query(`SELECT ${SELECT} FROM installations WHERE uid = ANY($1::int[]) ${ORDER}`, [
            uids,
          ]),
        );
      }
      const { where, params } = reportWhere(request.body);
      return ok(await app.db.query(`SELECT ${SELECT} FROM installations ${where} ${ORDER}`, params));
    },
  );

  app.post<{ Body: ChangeBody }>(
    '/installation',
    {
      schema: {
        summary:
          'Change one cell of an installation report row: changes holds the uid and the one column changed; answers the row as saved',
        body: changeBody,
        response: responses(reportRowSchema),
      },
    },
    async (request) => {
      const { uid, ...rest } = request.body.changes;
      const { column, value } = reportChange(rest);
      // A job ends after it starts, as the install upload holds a row to: the other time is the row's.
      const order = JOB_TIME_ORDER[column];
      const rows = await app.db.query(
        `UPDATE installations SET ${column} = $2 WHERE uid = $1 ${order ? `AND ${order.keeps}` : ''}
          RETURNING ${SELECT}`,
        [uid, value],
      );
      if (rows[0] !== undefined) return ok(rows[0]);
      const [stored] = await app.db.query<Record<string, string | null>>(
        `SELECT start_time, end_time FROM installations WHERE uid = $1`,
        [uid],
      );
      if (stored === undefined || !order) throw notFound(`Installation ${uid} does not exist.`);
      const message = order.message(irishClock(stored[order.other]!));
      throw badRequest('The change is not valid', [{ field: column, message }]);
    },
  );
});
