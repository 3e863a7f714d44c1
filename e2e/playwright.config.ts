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
  expect: {
    timeout: 10_000,
    // The screens guarded by pictures (tests/visual, README.md): a few pixels of anti-aliasing may differ.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // The committed pictures, one per screen, width and brand, beside the spec (no platform suffix: the suite runs in
  // Debian's chromium on Linux only). A missing picture fails under CI instead of being written.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: json ? [['list'], ['json', { outputFile: json }]] : [['list']],
  use: {
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM,
  },
});
