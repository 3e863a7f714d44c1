// Issue 41, "Done when": "the visitor flows pass axe at 390 px and 1280 px in the six locales without a Spanish or
// English string out of place". Each visitor page (the home, the wizard's first step, the power calculator, both
// comparators with a computed result, the newsletter, contact, password recovery, login, and the price alerts once
// signed in) is loaded in every locale (the `lang` cookie, as the language picker keeps it): its visible text holds no
// es-ES or en-US catalogue string that the locale translates otherwise, and resized to 390 px nothing scrolls sideways.
// axe runs in every locale of every page at both widths (1280 px, then the same page resized to 390 px, not
// reloaded). Each test checks two locales of a page, well inside its 30 s. The forms are filled by their fields'
// names, the same in every locale.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dateFieldNamed, typeDate } from '../../support/forms';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { urlOf } from '../../support/deployments';
import { PHONE, expectNoSidewaysScroll } from '../../support/phone';
import { acceptNecessaryCookies, signIn } from '../../support/session';

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
  // One string to search, each translation apart from the next (no message holds a NUL character).
  const ownTexts = own.flatMap((catalogue) => [...catalogue.values()]).join('\u0000');
  const found = new Set<string>();
  for (const source of ['es-ES', 'en-US'] as const) {
    if (source === locale) continue;
    catalogues(source).forEach((catalogue, index) => {
      for (const [key, text] of catalogue) {
        if (text.length < 8 || /[{}<>]/.test(text) || !/\p{L}{3}/u.test(text)) continue;
        if (own[index]?.get(key) === text) continue;
        if (ownTexts.includes(text)) continue;
        found.add(text);
      }
    });
  }
  return [...found];
}

/**
 * The page as it is now: no string of another locale, nothing scrolling sideways at 390 px, and no serious axe
 * violation at 1280 px nor at 390 px (the same page resized, not reloaded).
 */
async function checkPage(page: Page, locale: Locale, name: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(/^(Cargando|Carregant|Loading|Chargement|Laden)/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const text = await page.locator('body').innerText();
  expect(
    forbidden(locale).filter((string) => text.includes(string)),
    `${name} in ${locale}: strings of another locale`,
  ).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(LAPTOP);
}

// Worked out when a test first needs a locale's list, not when the file is loaded (the runner loads it to list the
// tests too).
const FORBIDDEN = new Map<Locale, string[]>();
function forbidden(locale: Locale): string[] {
  if (!FORBIDDEN.has(locale)) FORBIDDEN.set(locale, outOfPlace(locale));
  return FORBIDDEN.get(locale) ?? [];
}

async function openIn(page: Page, locale: Locale, route: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: locale, url: urlOf('portal'), sameSite: 'Lax' }]);
  await page.goto(`${urlOf('portal')}${route}`);
}

test.use({ viewport: LAPTOP });
test.beforeEach(async ({ context }) => {
  await acceptNecessaryCookies(context, 'portal');
});

const PAGES = [
  { name: 'the home', route: '/' },
  { name: 'the wizard', route: '/new-electricity-customer' },
  { name: 'the power calculator', route: '/power' },
  { name: 'the newsletter', route: '/newsletter' },
  { name: 'contact', route: '/contact' },
  { name: 'password recovery', route: '/reset-password' },
  { name: 'login', route: '/login' },
] as const;

/** The locales, two a test. */
const PAIRS = [LOCALES.slice(0, 2), LOCALES.slice(2, 4), LOCALES.slice(4)] as const;

PAGES.forEach(({ name, route }) => {
  for (const locales of PAIRS) {
    test(`${name} in ${locales.join(', ')}`, async ({ page }) => {
      for (const locale of locales) {
        await openIn(page, locale, route);
        await checkPage(page, locale, name);
      }
    });
  }
});

for (const locales of PAIRS) {
  test(`the price alerts in ${locales.join(', ')}, signed in`, async ({ page, context }) => {
    await signIn(context, 'portal');
    for (const locale of locales) {
      await openIn(page, locale, '/omipComponent');
      await checkPage(page, locale, 'the price alerts');
    }
  });
}

/**
 * A comparator's result in `locale`: the seeded `cups` typed, its lookup fills `prefilled` (the electricity tariff's
 * powers, the gas access tariff), the current `retailer` chosen and the invoice's `fields` typed, in order.
 */
const COMPARISONS = [
  {
    name: 'the electricity comparison',
    route: '/comparator',
    cups: 'ES0021000000000001RK',
    prefilled: 'power',
    retailer: 'Endesa Energía',
    fields: {
      p1: '120',
      p2: '110',
      p3: '170',
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      invoiceAmount: '95',
    },
  },
  {
    name: 'the gas comparison',
    route: '/gas-comparator',
    cups: 'ES0230000000000001SR',
    prefilled: 'access_tariff',
    retailer: 'Naturgy Iberia',
    fields: { consumption: '500', startDate: '2025-01-01', endDate: '2025-01-31', invoiceAmount: '70' },
  },
] as const;

async function comparisonResult(
  page: Page,
  locale: Locale,
  { route, cups, prefilled, retailer, fields }: (typeof COMPARISONS)[number],
): Promise<void> {
  await openIn(page, locale, route);
  const main = page.getByRole('main');
  const field = (name: string) => main.locator(`[name="${name}"]`);
  await field('cups').fill(cups);
  await expect(field(prefilled)).not.toHaveValue('');
  await field('comerOrigin').selectOption({ label: retailer });
  for (const [name, value] of Object.entries(fields)) {
    // The billing period's dates are the kit's date fields (typed part by part); the rest text inputs.
    if (name === 'startDate' || name === 'endDate') await typeDate(dateFieldNamed(main, name), value);
    else await field(name).fill(value);
  }
  await main.locator('form button[type="submit"]').first().click();
  await expect(main.locator('#comparison-title')).toBeVisible();
}

// A comparison in each locale (the server answers it in the request's language), two locales a test.
for (const comparison of COMPARISONS) {
  for (const locales of PAIRS) {
    test(`${comparison.name} in ${locales.join(', ')}`, async ({ page }) => {
      for (const locale of locales) {
        await comparisonResult(page, locale, comparison);
        await checkPage(page, locale, comparison.name);
      }
    });
  }
}
