// Guard of the admin endpoints (/__admin__/...): the X-Admin-Key header must equal ADMIN_KEY; without ADMIN_KEY the
// endpoints do not exist (404).
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export function checkAdminKey(request: FastifyRequest): void {
  const key = request.server.config.adminKey;
  if (!key) throw new ApiError(404, 'not_found');
  if (request.headers['x-admin-key'] !== key) throw new ApiError(403, 'invalid_admin_key');
}
