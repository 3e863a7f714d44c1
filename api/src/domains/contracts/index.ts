// Contracts: lists, detail, documents, addresses, bank accounts, change requests, tariff customisations, ATC.
import type { FastifyPluginAsync } from 'fastify';
import type { Domain } from '../../core/domain';
import { contractsMigrations } from './migrations';
import { atcRoutes } from './routes-atc';
import { communicationRoutes } from './routes-communications';
import { customisationRoutes } from './routes-customisations';
import { contractExportRoutes } from './routes-export';
import { notificationRoutes } from './routes-notification';
import { optionRoutes } from './routes-options';
import { powerIbanRoutes } from './routes-power-iban';
import { contractReadRoutes } from './routes-read';
import { seedContracts } from './seed';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(contractReadRoutes);
  await app.register(contractExportRoutes);
  await app.register(notificationRoutes);
  await app.register(powerIbanRoutes);
  await app.register(optionRoutes);
  await app.register(customisationRoutes);
  await app.register(atcRoutes);
  await app.register(communicationRoutes);
};

export const contractsDomain: Domain = {
  name: 'contracts',
  migrations: contractsMigrations,
  seed: (db) => seedContracts(db),
  routes,
};
