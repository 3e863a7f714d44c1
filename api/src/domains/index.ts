// Every domain of the API, in order: migrations run in this order, then seeds, then routes are registered.
// To add a domain, create src/domains/<name>/index.ts exporting a `Domain` and add one line here (see README.md).
import type { AppConfig } from '../core/config';
import { type Db, runMigrations, runSeedOnce } from '../core/db';
import type { Domain } from '../core/domain';
import { authDomain } from './auth';
import { batteriesDomain } from './batteries';
import { casesDomain } from './cases';
import { consumptionDomain } from './consumption';
import { contractingDomain } from './contracting';
import { contractsDomain } from './contracts';
import { geoDomain } from './geo';
import { invoicesDomain } from './invoices';
import { paymentsDomain } from './payments';
import { platformDomain } from './platform';
import { settingsDomain } from './settings';
import { signupDomain } from './signup';
import { telemetryDomain } from './telemetry';
import { toolsDomain } from './tools';

export const DOMAINS: readonly Domain[] = [
  platformDomain,
  authDomain,
  settingsDomain,
  geoDomain,
  contractsDomain,
  casesDomain,
  signupDomain,
  consumptionDomain,
  invoicesDomain,
  paymentsDomain,
  batteriesDomain,
  contractingDomain,
  toolsDomain,
  telemetryDomain,
];

/** Runs every domain's migrations, then every domain's seed once (a database seeded before keeps its data). */
export function migrateAndSeed(db: Db, config: AppConfig): void {
  runMigrations(
    db,
    DOMAINS.flatMap((domain) => domain.migrations),
  );
  for (const domain of DOMAINS) {
    const { seed } = domain;
    if (seed) runSeedOnce(db, domain.name, () => seed(db, config));
  }
}
