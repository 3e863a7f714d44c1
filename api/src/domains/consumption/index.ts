// Consumption curves of electricity contracts: a year of quarter-hourly readings, charts at four granularities and
// CSV downloads. Needs the contracts domain.
import type { Domain } from '../../core/domain';
import { consumptionMigrations } from './migrations';
import { consumptionRoutes } from './routes';
import { seedConsumption } from './seed';

export const consumptionDomain: Domain = {
  name: 'consumption',
  migrations: consumptionMigrations,
  seed: seedConsumption,
  routes: consumptionRoutes,
};
