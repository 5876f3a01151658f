// Idempotency keys (issue 16, docs/rest-api.md "Idempotency-Key"). A PUT, POST or DELETE that carries an
// `Idempotency-Key` header is applied at most once per caller and key within 24 hours:
// - the first request reserves the key (one INSERT; the primary key settles a race between two copies),
//   runs, and its answer (status and body) is stored with the key;
// - a repeat after that is answered with the stored answer (header `Idempotent-Replayed: true`) and
//   applies nothing;
// - a repeat while the first is still running waits for it (up to `idempotencyWaitMs`), then replays its
//   answer, or is refused with 409 so the client tries again later; it is never run alongside;
// - an answer of 500 or more frees the key (the write did not happen; a retry may run it), and so does a
//   first request that never finishes within 5 minutes (a crash between reserving and answering).
// The key reaches the caller's own requests only: two people cannot see each other's answers.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

const WRITES = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
const KEY = /^[\x21-\x7e]{1,200}$/;
const POLL_MS = 50;
const KEEP = `interval '24 hours'`;
const ABANDONED = `interval '5 minutes'`;

interface Stored {
  request: string;
  status: number | null;
  body: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request reserved, to store its answer under. */
    idempotencyKey: string | null;
  }
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined || !WRITES.has(request.method) || request.profile === null) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new HttpError(400, 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
  }
  return header;
}

export function registerIdempotency(app: FastifyInstance, waitMs: number): void {
  app.decorateRequest('idempotencyKey', null);

  const reserve = async (profileId: number, key: string, request: string): Promise<boolean> => {
    // Keys live a day; clearing here keeps the table small without a scheduled job.
    await app.db.query(`DELETE FROM idempotency_keys WHERE created < now() - ${KEEP}`);
    await app.db.query(
      `DELETE FROM idempotency_keys WHERE profile_id = $1 AND key = $2 AND status IS NULL
          AND created < now() - ${ABANDONED}`,
      [profileId, key],
    );
    const rows = await app.db.query(
      `INSERT INTO idempotency_keys (profile_id, key, request) VALUES ($1, $2, $3)
       ON CONFLICT (profile_id, key) DO NOTHING RETURNING key`,
      [profileId, key, request],
    );
    return rows.length > 0;
  };

  const stored = async (profileId: number, key: string): Promise<Stored | null> =>
    (
      await app.db.query<Stored>(
        'SELECT request, status, body FROM idempotency_keys WHERE profile_id = $1 AND key = $2',
        [profileId, key],
      )
    )[0] ?? null;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === null) return;
    const profileId = request.profile!.id;
    const what = `${request.method} ${request.url}`;
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await reserve(profileId, key, what)) {
        request.idempotencyKey = key;
        return;
      }
      const first = await stored(profileId, key);
      if (first === null) continue; // freed meanwhile: reserve again
      if (first.request !== what) {
        throw new HttpError(
          422,
          `This Idempotency-Key was already used for another request (${first.request}).`,
        );
      }
      if (first.status !== null) {
        return reply
          .code(first.status)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(first.body ?? '');
      }
      // (The socket, not the request: a request whose body has been read counts as destroyed.)
      if (Date.now() >= deadline || request.raw.socket.destroyed) {
        throw new HttpError(
          409,
          'A request with this Idempotency-Key is still being processed. Try again in a moment.',
        );
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === null) return payload;
    request.idempotencyKey = null;
    const profileId = request.profile!.id;
    if (reply.statusCode >= 500) {
      await app.db.query('DELETE FROM idempotency_keys WHERE profile_id = $1 AND key = $2', [profileId, key]);
    } else {
      await app.db.query(
        'UPDATE idempotency_keys SET status = $3, body = $4 WHERE profile_id = $1 AND key = $2',
        [profileId, key, reply.statusCode, typeof payload === 'string' ? payload : JSON.stringify(payload)],
      );
    }
    return payload;
  });
}
