import type { FastifyError, FastifyInstance } from 'fastify';
import { RequestAborted } from '../db/requestScope.js';
import { failure } from './envelope.js';
import { HttpError, TooManyRequests } from './errors.js';
import type { FieldError } from './errors.js';

interface DatabaseError {
  code: string;
  detail?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

// The database going away is nobody's fault in the request: 503, so callers may retry later.
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (UNAVAILABLE.has(code) || code.startsWith('08'));
}

// Columns whose name does not say what they point at once "_id" is dropped.
const RECORD_NAMES: Readonly<Record<string, string>> = {
  hubid: 'Hub',
  hub_id: 'Hub',
  firmwareid: 'Firmware',
  fwsetid: 'Firmware set',
  target_firmware_uid: 'Firmware',
  installerid: 'Installer',
  actor_id: 'Profile',
  user_profile_id: 'Profile',
  removed_by: 'Profile',
  company_code: 'Company',
};

/** What a column points at, in words: "customer_type_id" → "Customer type", "hubid" → "Hub". */
export function recordName(column: string): string {
  const known = RECORD_NAMES[column];
  if (known !== undefined) return known;
  const words = column.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The column a CHECK constraint guards, from Postgres's default name "<table>_<column>_check". */
function checkedColumn(error: DatabaseError): string | null {
  const { table, constraint } = error;
  if (!table || !constraint?.startsWith(`${table}_`) || !constraint.endsWith('_check')) return null;
  return constraint.slice(table.length + 1, -'_check'.length) || null;
}

// Constraint violations are the caller's doing (an id that is not in a lookup, a duplicate key, a
// value out of range), so they are reported as such, worded without SQL, and named on the field (the
// column, which is the body's field name) so the gateway's user error points at the input that holds it.
function fromDatabase(error: DatabaseError): HttpError | null {
  if (error.code === '23503') {
    const match = /Key \(([^)]+)\)=\(([^)]*)\) is not present/.exec(error.detail ?? '');
    if (!match) return new HttpError(400, 'A referenced record does not exist.');
    const message = `${recordName(match[1]!)} ${match[2]} does not exist.`;
    return new HttpError(400, message, [{ field: match[1]!, message }]);
  }
  if (error.code === '23505') return new HttpError(409, 'That conflicts with an existing record.');
  if (error.code === '23514') {
    const column = checkedColumn(error);
    if (column === null) return new HttpError(400, 'A value is out of the allowed range.');
    const message = `${recordName(column)} is out of the allowed range.`;
    return new HttpError(400, message, [{ field: column, message }]);
  }
  if (error.code === '23502') {
    if (!error.column) return new HttpError(400, 'A required value is missing.');
    const message = `${recordName(error.column)} must be set.`;
    return new HttpError(400, message, [{ field: error.column, message }]);
  }
  if (error.code.startsWith('22'))
    return new HttpError(400, 'A value has the wrong format or is out of range.');
  return null;
}

function validationErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => {
    const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing) : path;
    return { field: field || (error.validationContext ?? 'request'), message: issue.message ?? 'is invalid' };
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The client has gone: nothing to tell it, nothing to log.
    if (error instanceof RequestAborted) return reply.status(499).send(failure(error.message));
    if (error instanceof TooManyRequests) {
      const answer = failure(error.message);
      return reply
        .status(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ ...answer, data: { ...answer.data, retry_after: error.retryAfterSeconds } });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.message, error.errors));
    }
    if (error.validation) {
      const errors = validationErrors(error);
      const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
      return reply
        .status(400)
        .send(failure(`Invalid ${error.validationContext ?? 'request'}: ${summary}`, errors));
    }
    if (isUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(failure('The database is unavailable; try again shortly.'));
    }
    if (isDatabaseError(error)) {
      const known = fromDatabase(error);
      if (known) return reply.status(known.statusCode).send(failure(known.message, known.errors));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return reply.status(status).send(failure(error.message));
    request.log.error({ err: error }, 'unexpected fault');
    return reply.status(500).send(failure('Internal server error'));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .status(404)
      .send(failure(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
}
