// Decision 009: a first visit's largest text is the cookie banner. index.html paints it on its own (an inline
// script the Content-Security-Policy names by hash, texts translated at build time), before the portal's JavaScript;
// the React banner then takes its place, the same texts in the same box, and what was chosen on it is kept.
import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, setLanguage } from '../../support/session';

const LOGIN = `${urlOf('portal')}/acceso`;
const PORTAL_ENTRY = /\/main\.[0-9a-f]+\.js$/;
const LOCALES = ['es-ES', 'ca-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'];

/** The banner as a user meets it: its name, language, texts and where each part is. */
async function bannerOf(page: Page) {
  const banner = page.getByRole('region', { name: /cookie|galetes/i });
  await expect(banner).toBeVisible();
  return banner.evaluate((element) => ({
    name: element.getAttribute('aria-label'),
    lang: element.closest('[lang]')?.getAttribute('lang'),
    parts: [element, ...element.querySelectorAll('p, button')].map((part) => {
      const box = part.getBoundingClientRect();
      return { text: part.textContent, box: [box.x, box.y, box.width, box.height].map(Math.round) };
    }),
  }));
}

/** What index.html paints without the portal's JavaScript (its entry never arrives). */
async function staticPaint(page: Page): Promise<void> {
  await page.route(PORTAL_ENTRY, (route) => route.abort());
  await page.goto(LOGIN, { waitUntil: 'commit' });
}

/** The portal's first screen, once the React banner has taken over from the static one. */
async function portalPaint(page: Page): Promise<void> {
  await page.goto(LOGIN);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('body > .boot-consent')).toHaveCount(0);
}

test.use({ viewport: { width: 412, height: 823 } });

for (const locale of LOCALES) {
  test(`a first visit in ${locale} sees the banner before the portal's JavaScript, the very one React then shows`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await setLanguage(context, 'portal', locale);
    const violations: string[] = [];
    const early = await context.newPage();
    early.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await staticPaint(early);
    const painted = await bannerOf(early);
    expect(painted.lang).toBe(locale.slice(0, 2));
    // Allowed by its hash: the policy refuses inline scripts otherwise.
    expect(violations).toEqual([]);

    const later = await context.newPage();
    await portalPaint(later);
    expect(await bannerOf(later)).toEqual(painted);
    await context.close();
  });
}

test('the choice made on it by keyboard before the portal is there is kept', async ({ page, context }) => {
  await staticPaint(page);
  const banner = page.getByRole('region', { name: 'Consentimiento de cookies' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Configurar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const accept = banner.getByRole('button', { name: 'Aceptar todas' });
  await expect(accept).toBeFocused();
  // A visible focus ring.
  expect(await accept.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    consent_necessary: 'true',
    consent_preferences: 'true',
    consent_statistics: 'true',
    consent_marketing: 'true',
  });

  await page.unroute(PORTAL_ENTRY);
  await portalPaint(page);
  await expect(page.getByRole('region', { name: 'Consentimiento de cookies' })).toHaveCount(0);
});

test('"Configure" pressed before the portal is there opens the cookie settings once it is', async ({
  page,
  context,
}) => {
  await setLanguage(context, 'portal', 'en-US');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PORTAL_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(LOGIN, { waitUntil: 'commit' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Configure' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  await expect(page.locator('body > .boot-consent')).toHaveCount(0);
});

test('a visitor who has chosen never sees it', async ({ page, context }) => {
  await acceptNecessaryCookies(context, 'portal');
  await staticPaint(page);
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(0);
});
