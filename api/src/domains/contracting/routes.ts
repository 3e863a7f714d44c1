import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './routes-catalog';
import { leadRoutes } from './routes-leads';

export const contractingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogRoutes);
  await app.register(leadRoutes);
};
