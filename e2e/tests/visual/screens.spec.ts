// Issue 44 item 5, "Screens guarded by pictures": the main screens (login, home, contracts list and detail, invoices,
// consumption, a wizard step, a tool) at 390 and 1,280 px for both brands, compared with the committed pictures in
// __screenshots__/ so that a layout regression fails the test command. One page load per screen and width; the
// session is the token cookie (support/session.ts), as cheap as a stored state. Review and update: e2e/README.md.
//
// The `lite` brand enables auth, contracts and invoices only (api/src/domains/settings/brands.ts): its screens are the
// real remotes on the `portal` deployment with the brand of portal.config.json switched to `lite` (the `lite`
// deployment stands fixture remotes in for the domains), and its "login" is its own password recovery page (it signs
// in at its OpenID Connect provider).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { urlOf } from '../../support/deployments';
import { acceptNecessaryCookies, setLanguage, signIn } from '../../support/session';

const WIDTHS = {
  390: { width: 390, height: 844 },
  1280: { width: 1280, height: 900 },
} as const;

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** What shows once the screen has its data. */
  ready: (main: Locator) => Locator;
  /** A part of the page to picture instead of the viewport. */
  part?: (page: Page) => Locator;
  /** Parts whose content other specs change (they run alongside): painted over. */
  mask?: (page: Page) => Locator[];
  /** The browser's date, for a screen whose content follows the day it is opened on (a fixed clock). */
  today?: string;
}

const h1 = (name: string | RegExp) => (main: Locator) => main.getByRole('heading', { level: 1, name });

// The household customer's contract: other specs edit its phone (contracts/changes.spec.ts) and its batteries
// (consumption/batteries.spec.ts), both below the first screen of the detail; its contact data are masked anyway.
const CONTRACT = '0010001';

const DEFAULT_SCREENS: Screen[] = [
  { name: 'login', path: '/login', signedIn: false, ready: h1(/Log in|Sign in/) },
  {
    name: 'home',
    path: '/',
    signedIn: true,
    ready: (main) => main.getByRole('heading', { level: 1 }),
    // Its figures change as other specs answer a request or pay an invoice, and its cards keep one height loaded or
    // not (issue 44: no layout shift): the summary's place and size are pictured, its content painted over.
    mask: (page) => [page.getByRole('region', { name: 'What needs you now' })],
  },
  {
    name: 'contracts',
    path: '/contracts/electricity',
    signedIn: true,
    // A table from 1,024 px, a list of cards on a phone (@portal/shared/ui ResponsiveTable).
    ready: (main) => main.getByRole('table').or(main.getByRole('list', { name: 'Your contracts' })),
  },
  {
    name: 'contract',
    path: `/contracts/electricity/${CONTRACT}`,
    signedIn: true,
    ready: h1(`Contract ${CONTRACT}`),
    mask: (page) => [page.getByRole('region', { name: 'Contact data' })],
  },
  {
    name: 'invoices',
    path: '/invoices',
    signedIn: true,
    ready: (main) =>
      main
        .getByRole('table', { name: 'Electricity invoices' })
        .or(main.getByRole('list', { name: 'Electricity invoices' })),
  },
  {
    name: 'consumption',
    path: `/contracts/electricity/${CONTRACT}#consumption`,
    signedIn: true,
    // The curve's values (a table from 1,024 px, a list of cards on a phone: ResponsiveTable), with their first value:
    // the long list renders its rows after the commit that placed it, and a loaded CI run took the picture between.
    ready: (main) =>
      main.getByRole('region', { name: 'Consumption' }).getByText('25/10/2026 00:00', { exact: true }),
    part: (page) => page.getByRole('region', { name: 'Consumption' }),
    // The section opens on the last week of the month before today: a picture must not follow the calendar, so it is
    // taken on a fixed day (the reference API has readings of every day up to yesterday, store.ts readingsEnd).
    today: '2026-11-15T10:00:00Z',
  },
  {
    name: 'wizard',
    path: '/new-electricity-customer',
    signedIn: false,
    ready: h1('Contract electricity'),
  },
  { name: 'power-calculator', path: '/power', signedIn: false, ready: h1('Power calculator') },
];

const LITE_SCREENS: Screen[] = [
  {
    name: 'password-recovery',
    path: '/recordar-clave',
    signedIn: false,
    ready: (main) => main.getByRole('heading', { level: 1 }),
  },
  { name: 'home', path: '/', signedIn: true, ready: (main) => main.getByRole('heading', { level: 1 }) },
  {
    name: 'contracts',
    path: '/contratos/electricity',
    signedIn: true,
    ready: (main) => main.getByRole('table').or(main.getByRole('list', { name: 'Tus contratos' })),
  },
  {
    name: 'contract',
    path: `/contratos/electricity/${CONTRACT}`,
    signedIn: true,
    ready: h1(`Contrato ${CONTRACT}`),
    mask: (page) => [page.getByRole('region', { name: 'Datos de contacto' })],
  },
  {
    name: 'invoices',
    path: '/facturas',
    signedIn: true,
    ready: (main) =>
      main
        .getByRole('table', { name: 'Facturas de electricidad' })
        .or(main.getByRole('list', { name: 'Facturas de electricidad' })),
  },
];

/** The `portal` deployment with the `lite` brand's portal.config.json: the real remotes in the lite look. */
async function asLiteBrand(page: Page): Promise<void> {
  await page.route(`${urlOf('portal')}/portal.config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, brand: 'lite', thirdParty: undefined } });
  });
}

/** Still: the web fonts loaded, nothing loading, no pointer over the page, no focus ring. */
async function settle(page: Page, screen: Screen): Promise<void> {
  const main = page.getByRole('main');
  await expect(screen.ready(main).first()).toBeVisible();
  await expect(main.getByText(/^(Loading|Cargando)/)).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.mouse.move(0, 0);
}

for (const [brand, screens] of [
  ['default', DEFAULT_SCREENS],
  ['lite', LITE_SCREENS],
] as const) {
  test.describe(`${brand} brand`, () => {
    test.beforeEach(async ({ context, page }) => {
      await acceptNecessaryCookies(context, 'portal');
      await setLanguage(context, 'portal', brand === 'lite' ? 'es-ES' : 'en-US');
      if (brand === 'lite') await asLiteBrand(page);
    });

    for (const screen of screens) {
      for (const width of [390, 1280] as const) {
        test(`${screen.name} at ${width} px`, async ({ context, page }) => {
          if (screen.signedIn) await signIn(context, 'portal');
          await page.setViewportSize(WIDTHS[width]);
          if (screen.today) await page.clock.setFixedTime(new Date(screen.today));
          await page.goto(`${urlOf('portal')}${screen.path}`);
          await settle(page, screen);
          // Animations off, caret hidden, 1% of the pixels may differ (playwright.config.ts).
          const options = { mask: screen.mask?.(page) ?? [] };
          const picture = `${brand}-${screen.name}-${width}.png`;
          if (screen.part) await expect(screen.part(page)).toHaveScreenshot(picture, options);
          else await expect(page).toHaveScreenshot(picture, options);
        });
      }
    }
  });
}
