// Unknown paths show the 404 page; maintenance mode shows 503 on every path (customer-area §2 routing rules:
// "Unknown paths show an error page with code 404. In maintenance mode every path shows an error page with code 503.")
import { expect, test } from '@playwright/test';
import { MAINTENANCE_API_URL, urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, setMaintenance } from '../../support/session';
import { expectNoSeriousA11yViolations } from '../../support/axe';

test('an unknown path shows the 404 page with a way back home', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/esto-no-existe`);
  await expect(page.getByText('404')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).not.toHaveURL(/esto-no-existe/);
});

test.describe.serial('maintenance', () => {
  test.afterAll(async () => {
    await setMaintenance(MAINTENANCE_API_URL, { enabled: false });
  });

  test('every path shows 503 while maintenance is on, with its window', async ({ page, context }) => {
    await acceptNecessaryCookies(context, 'maintenance');
    await setMaintenance(MAINTENANCE_API_URL, {
      enabled: true,
      start: '2026-01-01T08:00:00Z',
      end: '2099-01-01T10:00:00Z',
    });
    for (const path of ['/', '/acceso', '/facturas', '/no-existe']) {
      await page.goto(`${urlOf('maintenance')}${path}`);
      await expect(page.getByText('503')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the bypass cookie lets a tester through', async ({ page, context }) => {
    await acceptNecessaryCookies(context, 'maintenance');
    await setMaintenance(MAINTENANCE_API_URL, { enabled: true });
    await context.addCookies([{ name: 'maintenance_bypass', value: '1', url: urlOf('maintenance') }]);
    await page.goto(`${urlOf('maintenance')}/no-existe`);
    await expect(page.getByText('404')).toBeVisible();
  });

  test('switching maintenance off brings the portal back', async ({ page, context }) => {
    await acceptNecessaryCookies(context, 'maintenance');
    await setMaintenance(MAINTENANCE_API_URL, { enabled: false });
    await page.goto(`${urlOf('maintenance')}/no-existe`);
    await expect(page.getByText('404')).toBeVisible();
  });
});

// customer-area §2: "401 and 403 (continue button that clears the error)"; §8: token invalid.
test('an invalid token in the address shows the 401 page; continue clears the error', async ({
  page,
  context,
}) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/facturas?token=not-a-valid-token`);
  await expect(page.getByText('401')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/acceso/);
});
