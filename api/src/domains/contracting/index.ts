// Contracting (visitor-features §7): tariffs, products, CNAEs, retailers, coupons, CUPS lookups and leads.
import type { Domain } from '../../core/domain';
import { contractingMigrations } from './migrations';
import { contractingRoutes } from './routes';
import { seedContracting } from './seed';

export const contractingDomain: Domain = {
  name: 'contracting',
  migrations: contractingMigrations,
  seed: seedContracting,
  routes: contractingRoutes,
};
