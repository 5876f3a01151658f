// Ties each read request to its client (issue 16): when the client closes the connection before the
// answer is written, the request's signal aborts and every database call it has not yet started is
// skipped (db/pglite.ts, db/postgres.ts), so an abandoned request costs nothing after the abort.
// Writes are left to finish: stopping one between two statements could leave it half applied, or its
// Idempotency-Key without the answer a retry must get.
import type { FastifyInstance } from 'fastify';
import { runForRequest } from '../db/requestScope.js';

const READS = new Set(['GET', 'HEAD']);

export function registerAbortScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!READS.has(request.method)) return done();
    const controller = new AbortController();
    // Node notices a client that has gone only on the socket: a request without a body is complete, so
    // neither it nor the response hears of the client's FIN until something is written. 'end' is that
    // FIN (an HTTP client never half-closes while awaiting an answer), 'close' a reset.
    const socket = request.raw.socket;
    const gone = () => controller.abort();
    if (socket.destroyed || socket.readableEnded) gone();
    socket.once('end', gone);
    socket.once('close', gone);
    reply.raw.once('close', () => {
      socket.off('end', gone);
      socket.off('close', gone);
    });
    runForRequest(controller.signal, done);
  });
}
