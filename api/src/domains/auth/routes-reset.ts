// POST /api/v1/user/reset/ (visitor password recovery): tax id and e-mail. Bad input is a 400 with per-field errors
// (visitor spec §5 "a 400 response shows per-field errors", declared in resetBody); a valid request always gets the
// same answer.
import type { FastifyPluginAsync } from 'fastify';
import type { ResetPasswordRequest, ResetPasswordResponse } from '@portal/shared/api-types';
import { apiPath } from '../../core/domain';
import { throttledWrite } from '../../core/throttle';
import { ref } from '../../contract';

export const resetRoutes: FastifyPluginAsync = async (app) => {
  const find = app.db
    .prepare('SELECT id FROM users WHERE vat = ? COLLATE NOCASE AND email = ? COLLATE NOCASE')
    .pluck();
  const record = app.db.prepare(
    'INSERT INTO password_requests (kind, user_id, email, created_at) VALUES (?, ?, ?, ?)',
  );

  app.post<{ Body: ResetPasswordRequest }>(
    apiPath(1, 'user/reset'),
    // An anonymous write: throttled per client address (issue 42 finding 11).
    {
      schema: { response: { 200: ref('ResetPasswordResponse') }, body: ref('ResetPasswordRequest') },
      onRequest: throttledWrite('reset'),
    },
    async (request): Promise<ResetPasswordResponse> => {
      // Both fields' rules are declared (resetBody): a request that reaches here is well formed.
      const nif = request.body.nif.trim().toUpperCase().replace(/^ES/, '');
      const userId = find.get(nif, request.body.email) as number | undefined;
      record.run('reset', userId ?? null, request.body.email, new Date().toISOString());
      return { status: 'OK' };
    },
  );
};
