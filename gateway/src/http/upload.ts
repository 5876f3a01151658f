// POST /upload/<name>: the one way a browser (or script) sends a file through the gateway. GraphQL over
// JSON is a poor fit for a 10 MB spreadsheet, so the multipart body is streamed as it arrives to the
// fleet API route the name stands for, with the caller's token; nothing is buffered or parsed here.
// An area that needs an upload adds one entry to UPLOAD_TARGETS (docs/rest-api.md "Uploads").
// The caller's Idempotency-Key goes upstream as a GraphQL write's does (`<key>:1`, the upload being the
// request's one write): a repeated upload (a retry after a lost answer) gets the first one's answer back
// and saves nothing twice. A key fleet-api would refuse is refused here, before the body is read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import type { SharedServices } from '../context.js';
import { CLIENT_KEY, CLIENT_KEY_REFUSED, callerToken } from '../context.js';
import { clearedCookie } from './cookies.js';
import { sendJson } from './send.js';

export interface UploadTarget {
  method: 'PUT' | 'POST';
  /** The fleet API route, e.g. "/api/private/installs/upload". */
  path: string;
  /** Largest request body, the multipart framing included. */
  maxBytes: number;
  /** Query parameters passed on; any other is dropped. */
  query: readonly string[];
}

// Room for the multipart boundaries and the small fields beside the file.
const FRAMING_BYTES = 64 * 1024;

export const UPLOAD_TARGETS: Readonly<Record<string, UploadTarget>> = {
  installs: {
    method: 'PUT',
    path: '/api/private/installs/upload',
    maxBytes: 10 * 1024 * 1024 + FRAMING_BYTES,
    query: ['preview', 'company'],
  },
  // Upload Leads (docs/rest-api.md "Leads"): a .csv of at most 5 MB, previewed before it is saved.
  leads: {
    method: 'PUT',
    path: '/api/private/leads/upload',
    maxBytes: 5 * 1024 * 1024 + FRAMING_BYTES,
    query: ['preview'],
  },
};

/** Header a page script must send: a cross-site form post cannot set it (CSRF). */
export const UPLOAD_CSRF_HEADER = 'x-upload-csrf';

const refuse = (res: ServerResponse, status: number, code: string, message: string, headers = {}) =>
  sendJson(res, status, { status: 'error', data: { message, code } }, headers);

function passedQuery(search: string, allowed: readonly string[]): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of allowed) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

export function uploadHandler(shared: SharedServices) {
  return async (req: IncomingMessage, res: ServerResponse, name: string, search: string): Promise<void> => {
    const target = Object.hasOwn(UPLOAD_TARGETS, name) ? UPLOAD_TARGETS[name] : undefined;
    if (target === undefined) return refuse(res, 404, 'NOT_FOUND', `There is no upload called "${name}".`);
    if (req.method !== 'POST')
      return refuse(res, 405, 'METHOD_NOT_ALLOWED', 'Uploads are sent with POST.', { allow: 'POST' });
    if (!req.headers[UPLOAD_CSRF_HEADER])
      return refuse(res, 400, 'BAD_REQUEST', `An upload needs the ${UPLOAD_CSRF_HEADER} header.`);
    const token = callerToken(shared, req.headers);
    if (token === null) return refuse(res, 401, 'UNAUTHENTICATED', 'Sign in to upload.');
    const key = req.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !CLIENT_KEY.test(key)))
      return refuse(res, 400, 'BAD_REQUEST', CLIENT_KEY_REFUSED);
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data;\s*boundary=/i.test(contentType))
      return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'An upload is a multipart/form-data form.');
    const tooLarge = `The upload is larger than ${Math.floor(target.maxBytes / 1024 / 1024)} MB.`;
    const declared =
      req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    if (declared !== undefined && declared > target.maxBytes) {
      // Say so at once and close: reading 100 MB only to refuse it would be the attack working.
      res.setHeader('connection', 'close');
      return refuse(res, 413, 'PAYLOAD_TOO_LARGE', tooLarge);
    }

    // A body sent without a length is counted as it streams and cut off past the limit. A sender that
    // stops sending is cut off after UPLOAD_IDLE_MS without a byte: each upload holds one of the few
    // upload connections to fleet-api (UPLOAD_CONNECTIONS) while it lasts, and a stalled one would hold
    // it until Node's five-minute request timeout, keeping other people's uploads waiting.
    let seen = 0;
    let overflow = false;
    let stalled = false;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        idle.refresh();
        seen += chunk.length;
        if (seen > target.maxBytes) {
          overflow = true;
          done(new Error('upload too large'));
        } else done(null, chunk);
      },
    });
    const idleMs = shared.config.uploadIdleMs;
    const idle = setTimeout(() => {
      // Bytes held here unread mean the wait is ours (the upload queues for an upload connection, or
      // fleet-api reads slowly), not the sender's: the sender is held back and gets its time again.
      if (counter.readableLength > 0 || counter.writableLength > 0) {
        idle.refresh();
        return;
      }
      stalled = true;
      counter.destroy(new Error('upload stalled'));
    }, idleMs);
    req.pipe(counter);
    req.on('end', () => clearTimeout(idle));
    req.on('error', (error) => counter.destroy(error));
    // The counter's errors (the sender hung up, the body passed the limit) end the upstream request,
    // whose failure is handled below. Once that request has failed or been answered, or while it still
    // waits for a pool connection, nothing else listens: without this listener a sender hanging up then
    // was an unhandled 'error' event, and it took the whole gateway down.
    counter.on('error', () => {});

    let answer;
    try {
      answer = await shared.upstream.forward({
        method: target.method,
        path: target.path + passedQuery(search, target.query),
        token,
        contentType,
        ...(declared === undefined ? {} : { contentLength: declared }),
        ...(key === undefined ? {} : { idempotencyKey: `${key}:1` }),
        body: counter,
      });
    } catch (error) {
      if (overflow) {
        res.setHeader('connection', 'close');
        return refuse(res, 413, 'PAYLOAD_TOO_LARGE', tooLarge);
      }
      if (stalled) {
        res.setHeader('connection', 'close');
        return refuse(
          res,
          408,
          'REQUEST_TIMEOUT',
          `The upload stalled: nothing moved for ${Math.round(idleMs / 1000)} seconds, so it was stopped. Send the file again.`,
        );
      }
      // A sender that hung up is not a fault of fleet-api's, and nobody is left to answer.
      if (req.destroyed || res.destroyed) return;
      shared.logger.error(`Upload ${name} failed:`, error);
      return refuse(res, 502, 'UPSTREAM_ERROR', 'The fleet API could not take the upload; try again.');
    } finally {
      clearTimeout(idle);
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return refuse(
        res,
        502,
        'UPSTREAM_ERROR',
        'The fleet API answered the upload with something unreadable.',
      );
    }
    // A refused token ends the browser session, as it does for GraphQL calls.
    const headers: Record<string, string> =
      answer.status === 401 ? { 'set-cookie': clearedCookie(shared.cookie) } : {};
    sendJson(res, answer.status, body, headers);
  };
}
