// Issue 44 item 3: "nothing overlaps or overflows at 360, 390, 768, 1,024, 1,280 and 1,920 px". The pictures of
// tests/visual guard the main screens at 390 and 1,280 px; this sweep opens every screen a customer or a visitor
// reaches from the menu at the other four widths and checks that the page does not scroll sideways and that no
// control or text is laid out beside the screen (outside a box that scrolls on purpose, such as a chart's table).
// Found by it: the tools' help panel put "Become a customer" and "More help" side by side in its narrow column at
// 1,024 px, and "More help" spilled out of the page.
import { expect, type Page, test } from '@playwright/test';
import { openMain } from '../../support/pages';
import { prepareBrowser } from '../../support/session';

const CUSTOMER_SCREENS = [
  '/',
  '/profile',
  '/change-password',
  '/contracts/electricity',
  '/contracts/gas',
  '/contracts/electricity/0010001',
  '/contracts-gas/0020001',
  '/contracts/electricity/0010001/invoices',
  '/contracts-gas/0020001/invoices-gas',
  '/contracts/0010001/communications',
  '/invoices',
  '/invoices?type=gas',
  '/invoices-multipoint',
  '/requests',
  '/requests/create',
  '/customer-service',
  '/claims',
  '/omipComponent',
];

const VISITOR_SCREENS = [
  '/',
  '/login',
  '/register',
  '/activation',
  '/reset-password',
  '/contact',
  '/new-electricity-customer',
  '/new-gas-customer',
  '/new-dual-customer',
  '/comparator',
  '/gas-comparator',
  '/power',
  '/newsletter',
];

const WIDTHS = [360, 768, 1024, 1920];

interface Overflow {
  /** How far the page scrolls sideways, in pixels. */
  page: number;
  /** Controls and text laid out beside the screen, with their horizontal extent. */
  beside: string[];
}

/** What of the page lies beyond the viewport's sides (see the spec's comment). */
function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const visuallyHidden = (style: CSSStyleDeclaration) =>
      style.position === 'absolute' &&
      (style.clip === 'rect(0px, 0px, 0px, 0px)' || parseFloat(style.width) <= 1);
    const inScrollingBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (/auto|scroll|hidden|clip/.test(style.overflowX) && box.scrollWidth > box.clientWidth + 1)
          return true;
      }
      return false;
    };
    const beside: string[] = [];
    for (const element of document.querySelectorAll(
      'button, a, input, select, textarea, h1, h2, h3, label, p, td, th, dt, dd, li',
    )) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || visuallyHidden(style))
        continue;
      if ((rect.right > width + 1 || rect.left < -1) && !inScrollingBox(element)) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        beside.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
      }
    }
    return { page: document.documentElement.scrollWidth - width, beside: beside.slice(0, 5) };
  });
}

async function expectEveryScreenFits(page: Page, screens: readonly string[]): Promise<void> {
  for (const path of screens) {
    const main = await openMain(page, path);
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // What arrives after the heading (lists, cards, the help panel) is laid out before it is measured.
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect.soft(await overflowOf(page), `${path} at ${page.viewportSize()?.width} px`).toEqual({
      page: 0,
      beside: [],
    });
  }
}

test.describe.configure({ timeout: 120_000 });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every screen of the customer's menu fits, nothing beside the screen", async ({ page, context }) => {
      await prepareBrowser(context, { locale: 'en-US', signIn: true });
      await expectEveryScreenFits(page, CUSTOMER_SCREENS);
    });

    test("every screen of the visitor's menu fits, nothing beside the screen", async ({ page, context }) => {
      await prepareBrowser(context, { locale: 'en-US' });
      await expectEveryScreenFits(page, VISITOR_SCREENS);
    });
  });
}
