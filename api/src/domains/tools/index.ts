// Tools (visitor-features §7): calculator lead, comparators, newsletters and OMIP price alerts. Needs the
// contracting domain's tariffs, products and retailers.
import type { Domain } from '../../core/domain';
import { toolsMigrations } from './migrations';
import { toolsRoutes } from './routes';
import { seedTools } from './seed';

export const toolsDomain: Domain = {
  name: 'tools',
  migrations: toolsMigrations,
  seed: seedTools,
  routes: toolsRoutes,
};
