// Online card payment of invoices on a test platform. Needs the invoices domain.
import type { Domain } from '../../core/domain';
import { paymentsMigrations } from './migrations';
import { paymentsRoutes } from './routes';
import { seedPayments } from './seed';

export const paymentsDomain: Domain = {
  name: 'payments',
  migrations: paymentsMigrations,
  seed: seedPayments,
  routes: paymentsRoutes,
};
