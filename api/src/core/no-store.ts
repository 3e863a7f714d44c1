// Issue 42 finding 12: the API's answers are personal (profiles, contracts, invoices, tokens, a subscriber's e-mails)
// or cheap to build again: none may be kept by the browser's cache or a shared one. Every answer carries
// `Cache-Control: no-store` unless its route sets a policy of its own.
import type { FastifyInstance } from 'fastify';

export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
