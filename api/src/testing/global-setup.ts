// Jest global setup: migrate and seed one template database for the whole run (the seeds of every domain take a few
// seconds); each test app copies it (src/testing/app.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';

export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-template-'));
  const file = path.join(dir, 'template.sqlite');
  const app = await buildApp({ dbPath: file, logger: false });
  await app.close();
  process.env.PORTAL_API_TEMPLATE_DB = file;
}
