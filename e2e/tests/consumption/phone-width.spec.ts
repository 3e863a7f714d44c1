// The remote checklist at phone width (390 px) for mf-consumption-batteries: its consumption section and virtual
// battery card, hosted by the contract detail, fit without sideways scrolling (the chart and the tables scroll inside
// their own boxes) and pass axe.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { PHONE, expectNoSidewaysScroll } from '../../support/phone';
import { prepareBrowser } from '../../support/session';

test.use({ viewport: PHONE });

test.beforeEach(async ({ context }) => {
  await prepareBrowser(context, { locale: 'en-US', signIn: true });
});

test('the consumption section and the virtual batteries fit 390 px and pass axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${urlOf('portal')}/contracts/electricity/0010001#consumption`);
  const batteries = page.getByRole('region', { name: 'Virtual batteries' });
  // A card per battery on a phone (issue 44 item 1: the list pattern of @portal/shared/ui).
  const first = batteries.getByRole('list', { name: 'Virtual batteries' }).getByRole('listitem').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: /consumption/i }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
