// Issue 44 item 3: "nothing overlaps or overflows at 360, 390, 768, 1,024, 1,280 and 1,920 px". The pictures of
// tests/visual guard the main screens' look at 390 and 1,280 px; this sweep opens every screen a customer or a
// visitor reaches from the menu at all six widths, once its content has arrived, and checks that the page does not
// scroll sideways, that no control or text is laid out beside the screen (outside a box that scrolls on purpose, such
// as a chart's table) or across the border of the card it sits in, and that no two controls lie over each other.
// Found by it, each from a grid whose columns followed the screen's width rather than the room beside the menu: at
// 1,024 px the tools' help panel put "More help" out of the page; at 768 px the contract detail's change buttons
// overlapped two by two and the home's "Reply to request" left its card.
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

const WIDTHS = [360, 390, 768, 1024, 1280, 1920];

interface Overflow {
  /** How far the page scrolls sideways, in pixels. */
  page: number;
  /** Controls and text laid out beside the screen, with their horizontal extent. */
  beside: string[];
  /** Controls and text wider than the bordered box they sit in (a card, a section), which they cross. */
  outOfTheirBox: string[];
  /** Two controls laid out over each other. */
  overlapping: string[];
}

/** What of the page lies beyond the viewport's sides or across its box's border (see the spec's comment). */
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
    const describe = (element: Element, rect: DOMRect) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.left)}–${Math.round(rect.right)}`;
    /** The nearest box around `element` with a left and a right border, or one that clips; none past one that scrolls. */
    const borderedBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') return box.scrollWidth > box.clientWidth + 1 ? undefined : box;
        if (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0) return box;
      }
      return undefined;
    };
    const beside: string[] = [];
    const outOfTheirBox: string[] = [];
    for (const element of document.querySelectorAll(
      'button, a, input, select, textarea, h1, h2, h3, label, p, td, th, dt, dd, li',
    )) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || visuallyHidden(style))
        continue;
      if ((rect.right > width + 1 || rect.left < -1) && !inScrollingBox(element))
        beside.push(describe(element, rect));
      const box = borderedBox(element)?.getBoundingClientRect();
      if (box && (rect.right > box.right + 1 || rect.left < box.left - 1))
        outOfTheirBox.push(describe(element, rect));
    }
    const controls = [
      ...document.querySelectorAll('main button, main a, main input, main select, main textarea'),
    ]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(
        ({ element, rect }) =>
          rect.width > 0 && rect.height > 0 && !visuallyHidden(getComputedStyle(element)),
      );
    const overlapping: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A field's own button drawn inside it (a password's "Show password"), by design.
        const field = [a.element, b.element].find((element) =>
          /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName),
        );
        const other = field === a.element ? b.element : a.element;
        if (field && other.tagName === 'BUTTON' && field.parentElement?.contains(other)) continue;
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (across > 2 && down > 2)
          overlapping.push(`${describe(a.element, a.rect)} and ${describe(b.element, b.rect)}`);
      }
    });
    return {
      page: document.documentElement.scrollWidth - width,
      overlapping: overlapping.slice(0, 5),
      beside: beside.slice(0, 5),
      outOfTheirBox: outOfTheirBox.slice(0, 5),
    };
  });
}

/** The contract's communications: their address names the contract's internal id, read from the detail's link. */
async function communicationsOf(page: Page, contractName: string): Promise<string> {
  const main = await openMain(page, `/contracts/electricity/${contractName}`);
  const href = await main.getByRole('link', { name: 'See the communications' }).getAttribute('href');
  expect(href).toMatch(/\/communications$/);
  return href ?? '';
}

async function expectEveryScreenFits(page: Page, screens: readonly string[]): Promise<void> {
  for (const path of screens) {
    const main = await openMain(page, path);
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // What arrives after the heading (lists, the home's summary cards, the help panel) is laid out before it is
    // measured: no skeleton, spinner or busy region left.
    await expect(main.locator('[data-skeleton], [aria-busy="true"], .chakra-spinner')).toHaveCount(0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect.soft(await overflowOf(page), `${path} at ${page.viewportSize()?.width} px`).toEqual({
      page: 0,
      beside: [],
      outOfTheirBox: [],
      overlapping: [],
    });
  }
}

test.describe.configure({ timeout: 120_000 });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every screen of the customer's menu fits, nothing beside the screen", async ({ page, context }) => {
      await prepareBrowser(context, { locale: 'en-US', signIn: true });
      await expectEveryScreenFits(page, [...CUSTOMER_SCREENS, await communicationsOf(page, '0010001')]);
    });

    test("every screen of the visitor's menu fits, nothing beside the screen", async ({ page, context }) => {
      await prepareBrowser(context, { locale: 'en-US' });
      await expectEveryScreenFits(page, VISITOR_SCREENS);
    });
  });
}
