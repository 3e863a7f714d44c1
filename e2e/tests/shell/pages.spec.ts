// The shell's own pages: home (tab groups with the hero for visitors), loading; axe on each (version: version.spec.ts).
import { expect, test } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies } from '../../support/session';
import { expectNoSeriousA11yViolations } from '../../support/axe';

test('the visitor home has the hero with begin and login buttons', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/`);
  await expect(
    page.getByRole('button', { name: 'Empezar' }).or(page.getByRole('link', { name: 'Empezar' })),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the loading page and the cookie banner pass axe', async ({ page }) => {
  await page.goto(`${urlOf('portal')}/cargando`);
  await expect(page.getByRole('region', { name: /cookies/i }).or(page.getByRole('dialog'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the skip link moves focus to the content by keyboard', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await page.goto(`${urlOf('portal')}/`);
  // The portal renders after its settings arrive: wait for the page before using the keyboard.
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  // Visible focus: the focused link is on screen and drawn above the header, not behind it.
  const box = await skip.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  const onTop = await skip.evaluate((link) => {
    const { left, top, width, height } = link.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && link.contains(hit);
  });
  expect(onTop).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
