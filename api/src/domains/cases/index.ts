// Customer-service cases: categories, sections, signed and unsigned creation, list, detail, replies, attachments.
import type { Domain } from '../../core/domain';
import { casesMigrations } from './migrations';
import { casesRoutes } from './routes';
import { seedCases } from './seed';

export const casesDomain: Domain = {
  name: 'cases',
  migrations: casesMigrations,
  seed: (db) => seedCases(db),
  routes: casesRoutes,
};
