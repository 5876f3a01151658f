import type { FastifyError, FastifyInstance } from 'fastify';
import { RequestAborted } from '../db/requestScope.js';
import { failure } from './envelope.js';
import { HttpError, TooManyRequests } from './errors.js';
import type { FieldError } from './errors.js';

interface DatabaseError {
  code: string;
  detail?: string;
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

// Constraint violations are the caller's doing (an id that is not in a lookup, a duplicate key, a
// value out of range), so they are reported as such, worded without SQL.
function fromDatabase(error: DatabaseError): HttpError | null {
  if (error.code === '23503') {
    const match = /Key \(([^)]+)\)=\(([^)]*)\) is not present/.exec(error.detail ?? '');
    if (!match) return new HttpError(400, 'A referenced record does not exist.');
    // Named on its field, so the gateway's user error points at the input that holds the unknown id.
    const message = `${match[1]} ${match[2]} does not exist.`;
    return new HttpError(400, message, [{ field: match[1]!, message }]);
  }
  if (error.code === '23505') return new HttpError(409, 'That conflicts with an existing record.');
  if (error.code === '23514' || error.code === '23502')
    return new HttpError(400, 'A value is out of the allowed range.');
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
