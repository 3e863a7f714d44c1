// React, the auth store, the settings store, the i18n instance and the QueryClient exist once across the shell and
// two remotes (decision 001).
import { expect, test } from '@playwright/test';
import { startAt } from '../../support/pages';

test('the shell and two remotes share one React, auth store, settings store, i18n and QueryClient', async ({
  page,
}) => {
  await startAt(page, '/contratos/electricity', { deployment: 'platform', signIn: true });
  await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
  // Move inside the single-page app so both remotes live in the same document.
  await page.getByRole('link', { name: 'Facturas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();

  const report = await page.evaluate(() => {
    type Probe = Record<string, unknown> & { remote: string };
    const g = globalThis as unknown as { __portalShell?: Record<string, unknown>; __portalProbes?: Probe[] };
    const shell = g.__portalShell;
    const probes = g.__portalProbes ?? [];
    const keys = ['React', 'authStore', 'settingsStore', 'i18n', 'queryClient'];
    return {
      remotes: [...new Set(probes.map((p) => p.remote))].sort(),
      same: Object.fromEntries(keys.map((k) => [k, !!shell && probes.every((p) => p[k] === shell[k])])),
    };
  });
  expect(report.remotes).toEqual(['mf_contracts', 'mf_invoices_payment']);
  expect(report.same).toEqual({
    React: true,
    authStore: true,
    settingsStore: true,
    i18n: true,
    queryClient: true,
  });
});
