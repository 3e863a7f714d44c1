// Tokens for tests and demos. POST /__test__/token (only with TEST_ENDPOINTS=1): any seeded user, read-only or not,
// any lifetime (negative: already expired). POST /__admin__/impersonate (X-Admin-Key): a read-only token, as the
// retailer's back office would issue for impersonation. POST /__test__/user (only with TEST_ENDPOINTS=1): a throwaway
// customer of its own with a password and a confirmed e-mail, for tests that change a password or contact data
// (registration itself completes an activation only, routes-register.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TokenResponse } from '@portal/shared/api-types';
import { checkAdminKey } from '../../core/admin';
import { ApiError } from '../../core/errors';
import { hashPasswordAsync } from './password';
import { testTokenBody, testUserBody } from './schemas';
import { userRepository } from './users';
import { ref } from '../../contract';

interface TestTokenBody {
  user: string;
  readonly?: boolean;
  ttl_seconds?: number;
}

export const testRoutes: FastifyPluginAsync = async (app) => {
  const users = userRepository(app.db);
  const userId = (username: string): number => {
    const user = users.byUsername(username);
    if (!user) throw new ApiError(400, 'validation_error', { errors: { user: 'unknown user' } });
    return user.id;
  };

  if (app.config.testEndpoints) {
    app.post<{ Body: { user: string; password: string } }>(
      '/__test__/user',
      { schema: { body: testUserBody } },
      async (request, reply) => {
        const username = request.body.user.trim().toUpperCase();
        if (users.byUsername(username))
          throw new ApiError(400, 'validation_error', { errors: { user: 'user_already_exists' } });
        const id = users.create({
          username,
          vat: username,
          email: `${username.toLowerCase()}@example.com`,
          emailVerified: true,
          passwordHash: await hashPasswordAsync(request.body.password),
        });
        const answer: TokenResponse = { token: await app.tokens.sign(id) };
        return reply.status(201).send(answer);
      },
    );
    app.post<{ Body: TestTokenBody }>(
      '/__test__/token',
      { schema: { response: { 200: ref('TokenResponse') }, body: testTokenBody } },
      async (request): Promise<TokenResponse> => {
        const { user, readonly, ttl_seconds: ttlSeconds } = request.body;
        return { token: await app.tokens.sign(userId(user), { readonly, ttlSeconds }) };
      },
    );
  }

  app.post<{ Body: TestTokenBody }>(
    '/__admin__/impersonate',
    { schema: { response: { 200: ref('TokenResponse') }, body: testTokenBody } },
    async (request): Promise<TokenResponse> => {
      checkAdminKey(request);
      return {
        token: await app.tokens.sign(userId(request.body.user), {
          readonly: true,
          ttlSeconds: request.body.ttl_seconds,
        }),
      };
    },
  );
};
