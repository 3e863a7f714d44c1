// The contract report on the electricity detail (customer-area §1 "download contracts and contract reports"; the call
// GET contracts/{name}/report/ designed in api/docs/contracts.md), against the reference API: the demo customer logs
// in with user and password and downloads the report of 0010001 under the server's file name; a read-only session may
// download it too (§6: impersonation is read-only, and a download changes nothing).
//
// The gas list's previous / next paging is not here: the company customer B12345674 has 10 gas contracts
// (api/src/domains/contracts/seed.ts) and the gas list asks 100 at a time (§9 "The gas list fetch limit defaults to
// 100"), so every demo customer's gas list fits on one page; gas-multipoint-list.spec.ts checks that one page, and the
// buttons are unit-tested in mf-contracts/src/exposes/contracts-page.test.tsx.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USER, signIn, prepareBrowser } from '../../support/session';
import { openMain } from '../../support/pages';

const CONTRACT = '0010001';

async function openDetail(page: Page) {
  const main = await openMain(page, `/contracts/electricity/${CONTRACT}`);
  await expect(main.getByRole('heading', { level: 1, name: `Contract ${CONTRACT}` })).toBeVisible();
  return main.getByRole('region', { name: 'Changes and downloads' });
}

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US' });
});

test('the demo customer logs in and downloads the contract report of 0010001', async ({ page }) => {
  const main = await openMain(page, '/login');
  await main.getByLabel(/^User/).fill(DEMO_USER);
  await main.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  const changes = await openDetail(page);
  const report = changes.getByRole('button', { name: 'Download the contract report' });
  await expect(changes.getByRole('button', { name: 'Download the contract', exact: true })).toBeVisible();
  await expect(report).toBeEnabled();

  const downloading = page.waitForEvent('download');
  await report.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`informe-contrato-${CONTRACT}.pdf`);
  // The file is the report of that contract: a PDF whose title (its document information) names it.
  const file = await readFile(await download.path());
  expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(file.toString('latin1')).toContain(`Informe del contrato ${CONTRACT}`);
  await expect(report).toBeEnabled();
  await expect(changes.getByRole('alert')).toHaveCount(0);

  // The contract itself still downloads beside it, under its own name.
  const contract = page.waitForEvent('download');
  await changes.getByRole('button', { name: 'Download the contract', exact: true }).click();
  expect((await contract).suggestedFilename()).toBe(`contrato-${CONTRACT}.pdf`);
});

test('a read-only session downloads the contract report too', async ({ page, context }) => {
  await signIn(context, 'portal', { readonly: true });
  const changes = await openDetail(page);
  const downloading = page.waitForEvent('download');
  await changes.getByRole('button', { name: 'Download the contract report' }).click();
  expect((await downloading).suggestedFilename()).toBe(`informe-contrato-${CONTRACT}.pdf`);
});
