// Slow bodies (issue 42 finding 7): a request whose body stops arriving for `bodyTimeoutMs` (BODY_TIMEOUT_SECONDS,
// 60 s by default, as nginx's client_body_timeout) is answered 408 `request_timeout` and its connection closed,
// instead of holding the connection for minutes. The time is counted without data, not in all: a large upload on a
// slow line goes on while it keeps arriving; the whole request is bounded by `requestTimeoutSeconds` (app.ts).
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const REQUEST_TIMEOUT_ANSWER = { message: 'request_timeout' } as const;

export function registerBodyTimeout(app: FastifyInstance, bodyTimeoutMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody =
      Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    // Injected requests (tests) have no socket of their own.
    if (!hasBody || raw.complete || !(socket instanceof Socket)) return;
    // The socket's idle timer: reset by every chunk that arrives, stopped once the body is complete.
    raw.setTimeout(bodyTimeoutMs, () => {
      if (raw.complete) return;
      if (reply.sent) {
        socket.destroy();
        return;
      }
      void reply.code(408).header('connection', 'close').send(REQUEST_TIMEOUT_ANSWER);
    });
    raw.once('end', () => socket.setTimeout(0));
  });
}
