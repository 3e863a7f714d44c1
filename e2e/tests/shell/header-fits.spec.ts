// Issue 44 §3: "The header fits at 360 px in every locale (logo mark, compact language picker)". At 390 px the header
// cut the brand ("Energía D…") and the language select ("Españ"). One page per brand: each offered locale is chosen in
// the header's own picker, and after each the header is measured (nothing outside 360 px, nothing cut, nothing
// overlapping) with the brand's compact mark and the picker on screen.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { type DeploymentName, urlOf } from '../../support/deployments';
import { acceptNecessaryCookies } from '../../support/session';

test.use({ viewport: { width: 360, height: 740 } });

interface HeaderBox {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Its text is wider than its box (cut by an ellipsis or overflow). */
  cut: boolean;
}

/** The header's visible controls and images, and the page's sideways overflow. */
function measureHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const boxes = [...header.querySelectorAll<HTMLElement>('a, button, select, img, [data-language-picker]')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      // The picker's native select lies transparent over its visible label: measured through that label.
      .filter((el) => !(el instanceof HTMLSelectElement && getComputedStyle(el).opacity === '0'))
      .map((el) => {
        const rect = el.getBoundingClientRect();
        const texts = [el, ...el.querySelectorAll<HTMLElement>('*')];
        return {
          name:
            el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent?.trim() ?? el.tagName,
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
          cut: texts.some(
            (t) => t.scrollWidth > t.clientWidth + 1 && getComputedStyle(t).overflow !== 'visible',
          ),
        };
      });
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headerOverflow: header.scrollWidth - header.clientWidth,
      boxes,
    };
  });
}

/** Two boxes overlap when they share more than a pixel both ways (one inside the other does not count: a link's image). */
function overlapping(boxes: HeaderBox[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const inside = (x: HeaderBox, y: HeaderBox) =>
        x.left >= y.left - 1 && x.right <= y.right + 1 && x.top >= y.top - 1 && x.bottom <= y.bottom + 1;
      if (inside(a, b) || inside(b, a)) return;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) found.push(`${a.name} × ${b.name}`);
    }),
  );
  return found;
}

// The lite brand signs in at its OpenID provider: a public page of its own (password recovery) keeps the test here.
const BRANDS: { deployment: DeploymentName; path: string; name: string; locales: string[] }[] = [
  {
    deployment: 'portal',
    path: '/',
    name: 'Energía Demo',
    locales: ['es-ES', 'ca-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'],
  },
  { deployment: 'lite', path: '/recordar-clave', name: 'Luz Lite', locales: ['es-ES', 'ca-ES'] },
];

for (const { deployment, path, name, locales } of BRANDS) {
  test(`the ${deployment} header fits 360 px in ${locales.length} locales`, async ({ page, context }) => {
    await acceptNecessaryCookies(context, deployment);
    await page.goto(`${urlOf(deployment)}${path}`);
    const banner = page.getByRole('banner').first();
    const picker = banner.getByRole('combobox');
    await expect(picker).toBeVisible();
    for (const locale of locales) {
      if ((await picker.inputValue()) !== locale) {
        await picker.selectOption(locale);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      }
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // The compact mark, not the full logo: a square image no wider than it is tall.
      const mark = banner.getByRole('img', { name });
      await expect(mark).toBeVisible();
      const markBox = (await mark.boundingBox())!;
      expect(markBox.width, `${locale}: the brand's mark`).toBeLessThanOrEqual(markBox.height + 1);
      const { overflow, headerOverflow, boxes } = await measureHeader(page);
      expect(overflow, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect(headerOverflow, `${locale}: the header overflows`).toBeLessThanOrEqual(0);
      for (const box of boxes) {
        expect(box.left, `${locale}: ${box.name} starts off screen`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${locale}: ${box.name} ends off screen`).toBeLessThanOrEqual(360);
        expect(box.cut, `${locale}: ${box.name} is cut`).toBe(false);
      }
      expect(overlapping(boxes), `${locale}: overlapping`).toEqual([]);
    }
    if (deployment === 'portal') {
      // The home's tiles: "No ceder mis datos de suministro (SIPS)" spilled out of its one-line button at 390 px.
      await expect(page.getByRole('main').getByRole('link', { name: /SIPS/ })).toBeVisible();
      const spilled = await page
        .getByRole('main')
        .locator('a, button')
        .evaluateAll((controls) =>
          controls
            .filter((c) => c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1)
            .map((c) => c.textContent),
        );
      expect(spilled).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page);
  });
}
