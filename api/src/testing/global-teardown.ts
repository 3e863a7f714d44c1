import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.PORTAL_API_TEMPLATE_DB;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
