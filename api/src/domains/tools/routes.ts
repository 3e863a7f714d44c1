import type { FastifyPluginAsync } from 'fastify';
import { compareRoutes } from './routes-compare';
import { newsletterRoutes } from './routes-newsletter';
import { omipRoutes } from './routes-omip';

export const toolsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(compareRoutes);
  await app.register(newsletterRoutes);
  await app.register(omipRoutes);
};
