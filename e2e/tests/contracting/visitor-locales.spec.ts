// Issue 41, "Done when": "the visitor flows pass axe at 390 px and 1280 px in the six locales without a Spanish or
// English string out of place". Each visitor page (the home, the wizard's first step, the power calculator, both
// comparators with a computed result, the newsletter, contact, password recovery, login, and the price alerts once
// signed in) is loaded once per locale (the `lang` cookie, as the language picker keeps it): axe at 1280 px, then the
// same page resized to 390 px and axe again, and its visible text holds no es-ES or en-US catalogue string that the
// locale translates otherwise. The forms are filled by their fields' names, the same in every locale.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { PHONE, expectNoSidewaysScroll } from '../../support/phone';
import { acceptNecessaryCookies, setLanguage, signIn } from '../../support/session';

const LOCALES = ['es-ES', 'ca-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;
type Locale = (typeof LOCALES)[number];
const LAPTOP = { width: 1280, height: 900 };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One catalogue's msgstr by msgctxt + msgid. */
function readCatalogue(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined;
  let entry = { msgctxt: '', msgid: '', msgstr: '' };
  const flush = () => {
    if (entry.msgid) entries.set(`${entry.msgctxt}\u0004${entry.msgid}`, entry.msgstr);
    entry = { msgctxt: '', msgid: '', msgstr: '' };
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const keyword = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1] as typeof field;
    if (keyword) {
      if (keyword === 'msgctxt' || (keyword === 'msgid' && field !== 'msgctxt')) flush();
      field = keyword;
      entry[keyword] = unquote(line);
    } else if (line.startsWith('"') && field) entry[field] += unquote(line);
  }
  flush();
  return entries;
}

/** Every package's catalogue of `locale`. */
function catalogues(locale: Locale): Map<string, string>[] {
  return readdirSync(ROOT)
    .filter((dir) => dir === 'shared' || dir === 'shell' || dir.startsWith('mf-'))
    .map((dir) => path.join(ROOT, dir, 'src', 'locales', `${locale}.po`))
    .filter((file) => {
      try {
        return readFileSync(file).length > 0;
      } catch {
        return false;
      }
    })
    .map(readCatalogue);
}

/**
 * The es-ES and en-US strings that must not show in `locale`: a plain message (no placeholder or tag) of at least 8
 * characters that the locale translates otherwise, and that is no part of any of the locale's own translations.
 */
function outOfPlace(locale: Locale): string[] {
  const own = catalogues(locale);
  const ownTexts = own.flatMap((catalogue) => [...catalogue.values()]);
  const found = new Set<string>();
  for (const source of ['es-ES', 'en-US'] as const) {
    if (source === locale) continue;
    catalogues(source).forEach((catalogue, index) => {
      for (const [key, text] of catalogue) {
        if (text.length < 8 || /[{}<>]/.test(text) || !/\p{L}{3}/u.test(text)) continue;
        if (own[index]?.get(key) === text) continue;
        if (ownTexts.some((mine) => mine.includes(text))) continue;
        found.add(text);
      }
    });
  }
  return [...found];
}

/** axe at 1280 px, the same page at 390 px (axe, no sideways scroll), and no string of another locale. */
async function checkPage(page: Page, forbidden: readonly string[], name: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const text = await page.locator('body').innerText();
  expect(
    forbidden.filter((string) => text.includes(string)),
    `${name}: strings of another locale`,
  ).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(LAPTOP);
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${urlOf('portal')}${route}`);
}

test.describe.configure({ timeout: 60_000 });
test.use({ viewport: LAPTOP });

for (const locale of LOCALES) {
  test.describe(locale, () => {
    const forbidden = outOfPlace(locale);

    test.beforeEach(async ({ context }) => {
      await acceptNecessaryCookies(context, 'portal');
      await setLanguage(context, 'portal', locale);
    });

    test(`${locale}: the visitor pages and the wizard`, async ({ page, context }) => {
      for (const route of ['/', '/new-electricity-customer', '/power', '/newsletter', '/contact']) {
        await open(page, route);
        await checkPage(page, forbidden, route);
      }
      for (const route of ['/reset-password', '/login']) {
        await open(page, route);
        await checkPage(page, forbidden, route);
      }
      await signIn(context, 'portal');
      await open(page, '/omipComponent');
      await checkPage(page, forbidden, 'price alerts');
    });

    test(`${locale}: both comparators with a result`, async ({ page }) => {
      await open(page, '/comparator');
      const main = page.getByRole('main');
      const field = (name: string) => main.locator(`[name="${name}"]`);
      await field('cups').fill('ES0021000000000001RK');
      // The CUPS lookup fills the tariff and powers.
      await expect(field('power')).not.toHaveValue('');
      await field('comerOrigin').selectOption({ label: 'Endesa Energía' });
      await field('p1').fill('120');
      await field('p2').fill('110');
      await field('p3').fill('170');
      await field('startDate').fill('2025-01-01');
      await field('endDate').fill('2025-01-31');
      await field('invoiceAmount').fill('95');
      await main.locator('form button[type="submit"]').first().click();
      await expect(main.locator('#comparison-title')).toBeVisible();
      await checkPage(page, forbidden, 'comparator');

      await open(page, '/gas-comparator');
      await field('cups').fill('ES0230000000000001SR');
      await expect(field('access_tariff')).not.toHaveValue('');
      await field('comerOrigin').selectOption({ label: 'Naturgy Iberia' });
      await field('consumption').fill('500');
      await field('startDate').fill('2025-01-01');
      await field('endDate').fill('2025-01-31');
      await field('invoiceAmount').fill('70');
      await main.locator('form button[type="submit"]').first().click();
      await expect(main.locator('#comparison-title')).toBeVisible();
      await checkPage(page, forbidden, 'gas comparator');
    });
  });
}
