// Virtual batteries of self-consumption contracts: percentages, moves, discounts, Excel export, and the
// `bateria_virtual` field of the contract answers (through the contracts domain's extension point).
import type { Domain } from '../../core/domain';
import { extendContracts } from '../contracts/extensions';
import { batteriesMigrations } from './migrations';
import { entriesByContract } from './repository';
import { batteriesRoutes } from './routes';
import { seedBatteries } from './seed';

extendContracts((db, ids) => {
  const entries = entriesByContract(db, ids);
  return new Map(ids.map((id) => [id, { bateria_virtual: entries.get(id) ?? [] }]));
});

export const batteriesDomain: Domain = {
  name: 'batteries',
  migrations: batteriesMigrations,
  seed: seedBatteries,
  routes: batteriesRoutes,
};
