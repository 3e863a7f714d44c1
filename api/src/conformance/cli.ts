// `pnpm conformance --base-url http://localhost:8000 --user 12345678Z --password Demo-2026 [--other-user B12345674
// --other-password Demo-2026] [--auth-path /auth] [--expired-token <jwt>] [--spec api/openapi.json]`: the
// contract's checks against a back end (api/README.md "Conformance"). Exits 1 when any check fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { OpenApiDocument } from './contract';
import { runConformance } from './suite';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'auth-path': { type: 'string', default: '/auth' },
    user: { type: 'string' },
    password: { type: 'string' },
    'other-user': { type: 'string' },
    'other-password': { type: 'string' },
    'expired-token': { type: 'string' },
    spec: { type: 'string' },
  },
});
const baseUrl = values['base-url'];
if (!baseUrl || !values.user || !values.password) {
  console.error(
    'usage: pnpm conformance --base-url URL --user LOGIN --password PASSWORD [--other-user LOGIN',
  );
  console.error(
    '       --other-password PASSWORD] [--auth-path /auth] [--expired-token JWT] [--spec openapi.json]',
  );
  process.exit(2);
}
const spec = values.spec ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');
const document = JSON.parse(
  fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), spec), 'utf8'),
) as OpenApiDocument;

const results = await runConformance({
  baseUrl,
  authPath: values['auth-path'],
  user: values.user,
  password: values.password,
  otherUser: values['other-user'],
  otherPassword: values['other-password'],
  expiredToken: values['expired-token'],
  document,
  onResult: (result) => {
    const mark = result.ok ? (result.statusOnly ? 'ok (status only: no answer schema yet)' : 'ok') : 'FAIL';
    console.log(`${mark.padEnd(4)} ${result.name}${result.reason ? ` — ${result.reason}` : ''}`);
  },
});
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
