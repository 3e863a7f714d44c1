// A brand that does not enable a remote: its routes and tiles are gone, and no request ever goes to it.
import { expect, test } from '@playwright/test';
import { FIXTURES, urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';

const consumption = FIXTURES.find((f) => f.name === 'mf_consumption_batteries');

test('the lite brand never loads a remote it does not enable', async ({ page, context }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${consumption?.port}/`)) requested.push(request.url());
  });
  await prepareBrowser(context, { deployment: 'lite', signIn: true });
  await page.goto(`${urlOf('lite')}/facturas`);
  // The invoices fixture is enabled for lite and renders.
  await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();
  await page.goto(`${urlOf('lite')}/`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('region', { name: 'consumption tiles' })).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('the default brand shows the same remote where it is registered and enabled', async ({
  page,
  context,
}) => {
  await prepareBrowser(context, { deployment: 'platform', signIn: true });
  await page.goto(`${urlOf('platform')}/`);
  await expect(page.getByRole('region', { name: 'consumption tiles' })).toBeVisible();
});
