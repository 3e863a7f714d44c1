import type { FastifyPluginAsync } from 'fastify';

export const platformRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
};
