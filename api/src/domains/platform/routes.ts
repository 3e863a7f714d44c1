import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../contract';

export const platformRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { response: { 200: ref('HealthResponse') } } }, async () => ({
    status: 'ok',
  }));
};
