// The shell registers remotes from the deployment's registry at run time; a remote that is down only takes its own
// routes down; a remote the brand disables is never requested.
import { expect, test } from '@playwright/test';
import { DOWN_REMOTE, FIXTURES, urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';

test.describe('runtime registry', () => {
  test.beforeEach(async ({ context }) => {
    await prepareBrowser(context, { deployment: 'platform', signIn: true });
  });

  test('renders a page of a remote found through the registry', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    await page.goto(`${urlOf('platform')}/contratos/electricity`);
    await expect(page.getByRole('heading', { name: 'Fixture contracts page' })).toBeVisible();
    await expect(page.getByTestId('fixture-user')).not.toHaveText('anonymous');
    const contracts = FIXTURES.find((f) => f.name === 'mf_contracts');
    expect(manifests).toContain(`http://localhost:${contracts?.port}/mf-manifest.json`);
  });

  test('a remote that is down shows "section unavailable" there, and the rest keeps working', async ({
    page,
  }) => {
    await page.goto(`${urlOf('platform')}/solicitudes`);
    const main = page.getByRole('main');
    await expect(main.getByText('Sección no disponible')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The layout still works, and so does another remote.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.goto(`${urlOf('platform')}/facturas`);
    await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();
  });

  test('retry loads the section again', async ({ page }) => {
    let attempts = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${DOWN_REMOTE.port}/`)) attempts += 1;
    });
    await page.goto(`${urlOf('platform')}/solicitudes`);
    await expect(page.getByText('Sección no disponible')).toBeVisible();
    const before = attempts;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => attempts).toBeGreaterThan(before);
    await expect(page.getByText('Sección no disponible')).toBeVisible();
  });
});
