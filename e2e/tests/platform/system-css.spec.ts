// Decision 009: the shell's page carries the UI kit's global CSS prebuilt for the default brand (its reset,
// global styles and every token variable), so the first screen does not build it; the brand's palettes are inserted
// over it at run time. Each brand must still see its own colours, and the page must not build the global CSS again.
import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';

/** What the page resolves for a few variables, and whether any stylesheet besides the prebuilt one declares gray-500. */
async function probe(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const rebuilt = [...document.styleSheets]
      .filter((sheet) => (sheet.ownerNode as Element | null)?.id !== 'portal-system-css')
      .some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-gray-500:')),
      );
    return {
      prebuilt: document.getElementById('portal-system-css') !== null,
      gray: root.getPropertyValue('--chakra-colors-gray-500').trim(),
      primary: root.getPropertyValue('--chakra-colors-primary-500').trim(),
      secondary: root.getPropertyValue('--chakra-colors-secondary-500').trim(),
      // A semantic token refers to the palette's step: the page resolves it to that step's value.
      fgIsStep700:
        root.getPropertyValue('--chakra-colors-primary-fg').trim() ===
        root.getPropertyValue('--chakra-colors-primary-700').trim(),
      rebuilt,
    };
  });
}

test("the default brand's page uses the prebuilt global CSS without building it again", async ({ page }) => {
  await page.goto(`${urlOf('portal')}/acceso`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // customer-area §9: "Default theme colours primary #0d1321, secondary #3ce99e".
  expect(await probe(page)).toEqual({
    prebuilt: true,
    gray: '#71717a',
    primary: '#0d1321',
    secondary: '#3ce99e',
    fgIsStep700: true,
    rebuilt: false,
  });
});

test("another brand's page shows that brand's colours over the prebuilt CSS", async ({ page, context }) => {
  // The lite brand (api/src/domains/settings/brands.ts): primary #1b3a4b, secondary #f4a261. Its pages need a session.
  await prepareBrowser(context, { deployment: 'lite', signIn: true });
  await page.goto(`${urlOf('lite')}/facturas`);
  await expect(page.getByRole('heading', { name: 'Fixture invoices page' })).toBeVisible();
  expect(await probe(page)).toEqual({
    prebuilt: true,
    gray: '#71717a',
    primary: '#1b3a4b',
    secondary: '#f4a261',
    fgIsStep700: true,
    rebuilt: false,
  });
});
