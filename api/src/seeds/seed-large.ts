// `pnpm --filter @portal/api seed:large`: the large customer (large-customer.ts) into the API's database (DB_PATH, as
// the API reads it), once; the database is migrated and given the regular seeds first if it is new.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../core/config';
import { openDb, runSeedOnce } from '../core/db';
import { migrateAndSeed } from '../domains';
import { LARGE_CUSTOMER, LARGE_SEED_ID, type LargeSeedReport, seedLargeCustomer } from './large-customer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = configFromEnv(root);
const db = openDb(config.dbPath);
migrateAndSeed(db, config);
let report: LargeSeedReport | undefined;
runSeedOnce(db, LARGE_SEED_ID, () => {
  report = seedLargeCustomer(db);
});
db.close();
console.log(
  report
    ? `large customer ${LARGE_CUSTOMER.username} seeded into ${config.dbPath}: ${report.contracts} supply points, ` +
        `${report.invoices} invoices, ${report.multipoint} multipoint invoices, ${report.curves} curves in ` +
        `${(report.milliseconds / 1000).toFixed(1)} s`
    : `large customer ${LARGE_CUSTOMER.username} already in ${config.dbPath}`,
);
