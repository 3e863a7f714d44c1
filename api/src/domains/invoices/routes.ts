import type { FastifyPluginAsync } from 'fastify';
import { invoiceDownloadRoutes } from './routes-download';
import { invoiceListRoutes } from './routes-list';

export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(invoiceListRoutes);
  await app.register(invoiceDownloadRoutes);
};
