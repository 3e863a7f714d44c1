// End-to-end tests in Debian's chromium (never a downloaded browser) against the built portal and the reference API,
// all started by global-setup.ts on loopback.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from '../.ci/portal-server.mjs';

const json = process.env.PW_JSON;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: json ? [['list'], ['json', { outputFile: json }]] : [['list']],
  use: {
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM,
  },
});
