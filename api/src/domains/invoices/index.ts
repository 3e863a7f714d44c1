// Invoices (customer-area §3, §4, §7): lists with filters, multipoint invoices, filter values and downloads. Needs the
// contracts and consumption domains.
import type { Domain } from '../../core/domain';
import { invoicesMigrations } from './migrations';
import { invoicesRoutes } from './routes';
import { seedInvoices } from './seed';

export const invoicesDomain: Domain = {
  name: 'invoices',
  migrations: invoicesMigrations,
  seed: seedInvoices,
  routes: invoicesRoutes,
};
