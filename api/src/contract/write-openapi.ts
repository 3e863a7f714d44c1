// `pnpm --filter @portal/api openapi`: writes the contract (api/openapi.json) from the routes' schemas, then the
// front end's types from it (shared/src/api-types/generated.ts, openapi-typescript). `--check` writes nothing and
// fails when either committed file differs from what the schemas give (CI: contract.test.ts runs the same check).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractFiles } from './files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const check = process.argv.includes('--check');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
try {
  // A seeded database to copy (the API tests' template, PORTAL_API_TEMPLATE_DB) saves seeding a fresh one.
  const dbPath = path.join(dir, 'contract.sqlite');
  const template = process.env.PORTAL_API_TEMPLATE_DB;
  if (template && fs.existsSync(template)) fs.copyFileSync(template, dbPath);
  const files = await contractFiles(dbPath, root);
  let stale = 0;
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(root, relative);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      stale += 1;
      console.error(`${relative} differs from the API's schemas: run pnpm --filter @portal/api openapi`);
    } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${relative}`);
    }
  }
  if (stale > 0) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
