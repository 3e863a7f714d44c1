// Issue 7, what a new user hits in the shell: at phone width the page comes first and the main menu opens in a
// drawer from a labelled button (by pointer and by keyboard); at desktop width the menu stays beside the page; the
// menu offers only the entries of remotes the brand enables and the registry lists. Axe on each state.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { startAt } from '../../support/pages';

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the login form comes first; the menu button opens the menu in a drawer, which a link closes', async ({
    page,
  }) => {
    const main = await startAt(page, '/acceso');
    // The form is on the first screen, with no menu to scroll past.
    await expect(main.getByRole('heading', { level: 1, name: 'Acceder' })).toBeInViewport();
    await expect(main.getByLabel(/^Usuario/)).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    const button = page.getByRole('button', { name: 'Menú', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(drawer).toBeHidden();
  });

  test('the drawer is used by keyboard: Enter opens it with the focus inside, Escape gives it back', async ({
    page,
  }) => {
    await startAt(page, '/acceso');
    const button = page.getByRole('button', { name: 'Menú', exact: true });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('at tablet width (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  // A 256 px menu column left the page 448 px: the contract switch lost its address, the consumption dates their year.
  test('the page has the width; the menu is in the drawer', async ({ page }) => {
    const main = await startAt(page, '/acceso');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    const width = await main.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(700);
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('at desktop width the menu is beside the page and there is no menu button', async ({ page }) => {
  await startAt(page, '/acceso');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menú', exact: true })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test.describe('the menu follows what the brand enables and the registry lists', () => {
  test('the lite brand (auth, contracts, invoices) offers no "My requests"', async ({ page }) => {
    await startAt(page, '/facturas', { deployment: 'lite', signIn: true });
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Facturas', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contratos de electricidad' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mis solicitudes' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the default brand, whose registry lists the cases remote, does offer it', async ({ page }) => {
    await startAt(page, '/facturas', { deployment: 'platform', signIn: true });
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Facturas', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Mis solicitudes' })).toBeVisible();
  });
});
