import type { FastifyPluginAsync } from 'fastify';
import { invoiceDownloadRoutes } from './routes-download';
import { invoiceListRoutes } from './routes-list';
import { invoiceZipRoutes } from './routes-zip';

export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(invoiceListRoutes);
  await app.register(invoiceDownloadRoutes);
  await app.register(invoiceZipRoutes);
};
