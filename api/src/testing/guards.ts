// Checks the session guards of many routes at once: no token → 401, expired → 401 token_expired, read-only → 403 on
// mutations. Every domain's test calls it with its route list.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, expiredToken, tokenFor } from './app';

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
}

export function describeGuards(
  getApp: () => FastifyInstance,
  routes: readonly RouteCase[],
  username = '12345678Z',
): void {
  describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
    it('answers 401 token_missing without a token', async () => {
      const res = await getApp().inject({ method: route.method, url: route.url, payload: route.payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'token_missing' });
    });
    it('answers 401 token_expired with an expired token', async () => {
      const app = getApp();
      const headers = bearer(await expiredToken(app, username));
      const res = await app.inject({ method: route.method, url: route.url, payload: route.payload, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'token_expired' });
    });
    if (route.method !== 'GET') {
      it('answers 403 read_only_token with an impersonation token', async () => {
        const app = getApp();
        const headers = bearer(await tokenFor(app, username, { readonly: true }));
        const res = await app.inject({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'read_only_token' });
      });
    }
  });
}
