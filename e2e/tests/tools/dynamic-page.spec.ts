// Dynamic server pages (customer-area §2) against the reference API: the default brand's page 1 with its blocks
// grouped and the other page as a button; a block with hostile HTML renders inert (the API's answer is extended in
// the browser with one hostile block: the reference API seeds only benign ones); axe on the page.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { PHONE, expectFitsPhone } from '../../support/phone';
import { prepareEachTest } from '../../support/session';
import { openMain } from '../../support/pages';

const HOSTILE =
  '<p>Oferta</p><img src="x" alt="" onerror="window.__hacked = true"><script>window.__hacked = true</script>' +
  '<a href="javascript:window.__hacked = true">enlace</a>';

prepareEachTest({ locale: 'es-ES', signIn: true });

test('a dynamic page shows its grouped blocks, with hostile HTML in a block rendering inert', async ({
  page,
}) => {
  await page.route('**/ov_customize/html_dinamic_elements/1', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    const hostile = { ...body.data[0], id: 99, group_name: 'Ofertas', priority: 99, html_block: HOSTILE };
    await route.fulfill({ response, json: { data: [...body.data, hostile] } });
  });
  const main = await openMain(page, '/d/promociones/1', 'Promociones');
  const offers = main.getByRole('region', { name: 'Ofertas' });
  await expect(offers.getByText('10 % en el término de energía en verano.')).toBeVisible();
  await expect(offers.getByText('Oferta', { exact: true })).toBeVisible();
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('[onerror]')).toHaveCount(0);
  await offers.getByText('enlace').click();
  expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await expect(main.getByRole('navigation', { name: 'Otras páginas' }).getByRole('link')).toHaveAttribute(
    'href',
    '/d/eficiencia/2',
  );
  await expectNoSeriousA11yViolations(page);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('a dynamic page fits 390 px: its blocks stack, nothing scrolls sideways', async ({ page }) => {
    const main = await openMain(page, '/d/promociones/1', 'Promociones');
    await expect(main.getByRole('region', { name: 'Ofertas' })).toBeVisible();
    await expectFitsPhone(page);
  });
});
