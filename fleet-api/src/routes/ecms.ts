// The ECMS register (spec 3 §2.5, §3, §7 ECMS): a page of rows of a view (or their count, or every
// matching MPRN for select-all), the rows of an export, the bulk update of many MPRNs, and removal with
// its undo. Removed rows stay in the table with who removed them and when (raw view), because a scheme
// job removed by mistake is a grant lost.
import { ECMS_BULK_LABELS, ECMS_COLUMNS, ECMS_VIEWS, earliestDateProblem } from '@hub/domain';
import type { FastifyRequest } from 'fastify';
import { date, dateTime, nullable, ok, responses } from '../http/envelope.js';
import { badRequest, HttpError, notFound, unauthorized } from '../http/errors.js';
import { offsetAndLimit, offsetPageProperties } from '../http/offsetPage.js';
import { defineRoutes } from '../http/routeArea.js';
import { ECMS_FROM, ECMS_ORDER, ECMS_SELECT, ecmsWhere } from '../ecms/ecmsQuery.js';
import type { EcmsSearchBody } from '../ecms/ecmsQuery.js';

const str = nullable('string');
const int = nullable('integer');

const ecmsRowSchema = {
  type: 'object',
  required: ['ecms_id', 'mprn', 'removed_at'],
  properties: {
    ecms_id: { type: 'integer' },
    job_id: str,
    first_name: str,
    address_line_1: str,
    address_line_2: str,
    contact_mobile: str,
    ecms_status_text: str,
    ecms_status_id: int,
    end_time: dateTime,
    mprn: { type: 'string' },
    serial_no: int,
    post_code: str,
    last_seen: dateTime,
    date_sent: date,
    hub_batch: int,
    ei_batch: int,
    comment: str,
    company_name: str,
    company_code: str,
    removed_at: dateTime,
    removed_by: { ...str, description: 'The e-mail of the profile that removed the row' },
  },
} as const;

const searchProperties = {
  ecms_type: { type: 'string', enum: [...ECMS_VIEWS], default: 'all', description: 'The view' },
  search: {
    type: ['object', 'null'],
    description: `Column name → value: ${ECMS_COLUMNS.map((c) => c.name).join(', ')}. Numbers (and ecms_status_id) equal, "YYYY-MM-DD" for dates (that day, Irish time), text contains, ignoring case`,
    additionalProperties: { type: ['string', 'number'] },
  },
} as const;

const pageBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...searchProperties,
    ...offsetPageProperties('rows'),
    mprn: {
      type: 'boolean',
      default: false,
      description: 'Answer [{ mprn }] of every matching row, in page order (select-all)',
    },
  },
} as const;

const mprnText = { type: 'string', minLength: 1, maxLength: 40 } as const;

const uploadBody = {
  type: 'object',
  additionalProperties: false,
  required: ['mprn'],
  properties: {
    ecms_status_id: { ...int, minimum: 1 },
    hub_batch: int,
    ei_batch: int,
    date_sent: date,
    comment: { type: ['string', 'null'], maxLength: 2000 },
    mprn: {
      type: 'string',
      minLength: 1,
      maxLength: 200_000,
      description: 'The MPRNs to change, comma separated',
    },
  },
} as const;

const mprnBody = {
  type: 'object',
  additionalProperties: false,
  required: ['mprn'],
  properties: { mprn: mprnText },
} as const;

type PageBody = EcmsSearchBody & { offset?: number; step?: number; count?: boolean; mprn?: boolean };
type CsvBody = EcmsSearchBody & { ecms_list?: string[] };
interface UploadBody {
  ecms_status_id?: number | null;
  hub_batch?: number | null;
  ei_batch?: number | null;
  date_sent?: string | null;
  comment?: string | null;
  mprn: string;
}
const CHANGED = ['ecms_status_id', 'hub_batch', 'ei_batch', 'date_sent', 'comment'] as const;

function profileId(request: FastifyRequest): number {
  if (request.profile === null) throw unauthorized();
  return request.profile.id;
}

export default defineRoutes('/api/private', async (app) => {
  const rowOf = async (mprn: string) => {
    const rows = await app.db.query(`SELECT ${ECMS_SELECT} FROM ${ECMS_FROM} WHERE e.mprn = $1`, [mprn]);
    return rows[0];
  };

  app.post<{ Body: PageBody }>(
    '/ecms',
    {
      schema: {
        summary:
          'A page of ECMS rows of a view matching the search (offset/step), newest entry first; with count: true, [{ count }]; with mprn: true, [{ mprn }] of every matching row',
        body: pageBody,
        response: responses({
          type: 'array',
          items: {
            anyOf: [
              ecmsRowSchema,
              { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } },
              { type: 'object', required: ['mprn'], properties: { mprn: { type: 'string' } } },
            ],
          },
        }),
      },
    },
    async (request) => {
      const { where, params } = ecmsWhere(request.body);
      if (request.body.count)
        return ok(await app.db.query(`SELECT count(*)::int AS count FROM ${ECMS_FROM} ${where}`, params));
      if (request.body.mprn)
        return ok(await app.db.query(`SELECT e.mprn FROM ${ECMS_FROM} ${where} ${ECMS_ORDER}`, params));
      const n = params.length;
      return ok(
        await app.db.query(
          `SELECT ${ECMS_SELECT} FROM ${ECMS_FROM} ${where} ${ECMS_ORDER} OFFSET $${n + 1} LIMIT $${n + 2}`,
          [...params, ...offsetAndLimit(request.body)],
        ),
      );
    },
  );

  app.post<{ Body: CsvBody }>(
    '/ecms/csv',
    {
      schema: {
        summary:
          'The rows of an ECMS report: the ecms_list MPRNs (of any view), or every row of the view matching the search when the list is empty',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...searchProperties,
            ecms_list: { type: 'array', items: mprnText, maxItems: 200_000 },
          },
        },
        response: responses({ type: 'array', items: ecmsRowSchema }),
      },
    },
    async (request) => {
      const list = request.body.ecms_list ?? [];
      if (list.length > 0)
        return ok(
          await app.db.query(
            `SELECT ${ECMS_SELECT} FROM ${ECMS_FROM} WHERE e.mprn = ANY($1::text[]) ${ECMS_ORDER}`,
            [list],
          ),
        );
      const { where, params } = ecmsWhere(request.body);
      return ok(await app.db.query(`SELECT ${ECMS_SELECT} FROM ${ECMS_FROM} ${where} ${ECMS_ORDER}`, params));
    },
  );

  app.put<{ Body: UploadBody }>(
    '/ecms/upload',
    {
      schema: {
        summary:
          'Set the status, batches, date sent and comment given (null or absent: left as is) on every listed MPRN, in one transaction. Answers the MPRNs updated and those not in the register (unknown or removed), which are left alone',
        body: uploadBody,
        response: responses({
          type: 'object',
          required: ['updated', 'unknown'],
          properties: {
            updated: { type: 'array', items: { type: 'string' } },
            unknown: { type: 'array', items: { type: 'string' } },
          },
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const mprns = [...new Set(body.mprn.split(/[\s,]+/).filter((m) => m !== ''))];
      if (mprns.length === 0) throw badRequest('No MPRN given', [{ field: 'mprn', message: 'Enter MPRNs' }]);
      // Spec 2 §9's earliest acceptable date, as the form and the gateway say it (a direct call too).
      const early = earliestDateProblem('date_sent', ECMS_BULK_LABELS.dateSent, body.date_sent);
      if (early) throw badRequest(early.message, [{ field: early.field, message: early.message }]);
      const changed = CHANGED.filter((name) => body[name] !== null && body[name] !== undefined);
      if (changed.length === 0)
        throw badRequest('Nothing to change', [
          { field: 'ecms_status_id', message: 'Choose a status or fill in a field to change' },
        ]);
      const sets = changed.map((name, i) => `${name} = $${i + 2}`).join(', ');
      const updated = await app.db.transaction(async (tx) => {
        const rows = await tx.query<{ mprn: string }>(
          `UPDATE ecms SET ${sets} WHERE mprn = ANY($1::text[]) AND removed_at IS NULL RETURNING mprn`,
          [mprns, ...changed.map((name) => body[name])],
        );
        return new Set(rows.map((row) => row.mprn));
      });
      return ok({
        updated: mprns.filter((mprn) => updated.has(mprn)),
        unknown: mprns.filter((mprn) => !updated.has(mprn)),
      });
    },
  );

  app.put<{ Body: { mprn: string } }>(
    '/ecms/remove',
    {
      schema: {
        summary:
          'Remove a row from the register: it is kept (raw view) with who removed it and when, and can be restored',
        body: mprnBody,
        response: responses(ecmsRowSchema),
      },
    },
    async (request) => {
      const mprn = request.body.mprn.trim();
      const [changed] = await app.db.query(
        `UPDATE ecms SET removed_at = now(), removed_by = $2 WHERE mprn = $1 AND removed_at IS NULL RETURNING mprn`,
        [mprn, profileId(request)],
      );
      if (changed === undefined) {
        if ((await rowOf(mprn)) === undefined) throw notFound(`MPRN ${mprn} is not in the ECMS register.`);
        throw new HttpError(409, `MPRN ${mprn} is removed already`);
      }
      return ok(await rowOf(mprn));
    },
  );

  app.put<{ Body: { mprn: string } }>(
    '/ecms/restore',
    {
      schema: {
        summary: 'Put a removed row back in the register (undo of remove)',
        body: mprnBody,
        response: responses(ecmsRowSchema),
      },
    },
    async (request) => {
      const mprn = request.body.mprn.trim();
      const [changed] = await app.db.query(
        `UPDATE ecms SET removed_at = NULL, removed_by = NULL WHERE mprn = $1 AND removed_at IS NOT NULL RETURNING mprn`,
        [mprn],
      );
      if (changed === undefined) {
        if ((await rowOf(mprn)) === undefined) throw notFound(`MPRN ${mprn} is not in the ECMS register.`);
        throw new HttpError(409, `MPRN ${mprn} is not removed`);
      }
      return ok(await rowOf(mprn));
    },
  );
});
