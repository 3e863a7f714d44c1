// Decision 009 (issue 47 item 0): the shell's page carries the first screens' component styles prebuilt, as Emotion's
// server-rendered styles (shared/build/first-screen-styles.mjs), so that the first screen of the bench's routes inserts no
// rule at run time: Emotion's compiling and inserting them was the longest task of the login after the UI kit's system.
// This spec fails when a first screen inserts one (its styles changed since they were recorded), and records them again
// with UPDATE_FIRST_SCREEN_STYLES=1 (`pnpm styles:first-screen`), on the page without the prebuilt element.
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FIRST_SCREENS, type FirstScreen } from '../../../.ci/bench/first-screens.mjs';
import {
  FIRST_SCREEN_STYLES_ID,
  formatFirstScreenStyles,
  readFirstScreenStyles,
} from '@portal/shared/build/first-screen-styles.mjs';
import { urlOf } from '../../support/deployments';
import { prepareBrowser } from '../../support/session';

const RECORD = process.env.UPDATE_FIRST_SCREEN_STYLES === '1';
/** Where the shell's build reads them (shell/webpack.config.mjs). */
const FIRST_SCREEN_STYLES_FILE = new URL(
  '../../../shell/src/first-paint/first-screen-styles.css',
  import.meta.url,
).pathname;

/** Lighthouse's phone (the bench's first load) and a desktop. */
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
];

/**
 * Keeps, in `window.__emotionRules`, every rule inserted into the page cache's elements: Emotion's production sheet
 * adds each with `insertRule` to a `<style data-emotion="css">` (the global styles' elements are `css-global`).
 */
function listenToEmotion(): void {
  const rules: string[] = [];
  Object.assign(window, { __emotionRules: rules });
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    const owner = this.ownerNode;
    if (owner instanceof Element && owner.getAttribute('data-emotion') === 'css') rules.push(rule);
    return insertRule.call(this, rule, index);
  };
}

/** Takes the prebuilt element `id` out of the page as the parser adds it, before any script of the page runs. */
function withoutPrebuilt(id: string): void {
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    element.remove();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The first screen once it has settled: its heading shown, the network quiet, a frame painted and an idle moment. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
      ),
  );
}

/** The rules `screen` inserted at run time at `viewport`; recording, on its page without the prebuilt element. */
async function insertedRules(
  browser: Browser,
  screen: FirstScreen,
  viewport: (typeof VIEWPORTS)[number],
): Promise<string[]> {
  const context = await browser.newContext({ viewport });
  try {
    // A visitor's first visit has no cookies (the consent banner shows, as in the bench).
    if (screen.signedIn) await prepareBrowser(context, { signIn: true });
    const page = await context.newPage();
    await page.addInitScript(listenToEmotion);
    const url = `${urlOf('portal')}${screen.path}`;
    if (RECORD) await page.addInitScript(withoutPrebuilt, FIRST_SCREEN_STYLES_ID);
    await page.goto(url);
    await settled(page);
    // Recording waits for a second quiet moment: what the check sees inserted must have been recorded.
    if (RECORD) await settled(page);
    return await page.evaluate(() => (window as unknown as { __emotionRules: string[] }).__emotionRules);
  } finally {
    await context.close();
  }
}

test('the first screens insert no component style at run time: their styles come prebuilt in the page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const all: string[] = [];
  const misses: string[] = [];
  for (const viewport of VIEWPORTS)
    for (const screen of FIRST_SCREENS) {
      const rules = await insertedRules(browser, screen, viewport);
      all.push(...rules);
      if (rules.length > 0)
        misses.push(
          `${screen.name} at ${viewport.width} px: ${rules.length} rules, the first ${rules[0]?.slice(0, 120)}`,
        );
    }
  if (RECORD) {
    fs.writeFileSync(FIRST_SCREEN_STYLES_FILE, formatFirstScreenStyles(all));
    expect(readFirstScreenStyles(FIRST_SCREEN_STYLES_FILE).length).toBeGreaterThan(0);
    return;
  }
  expect(
    misses,
    'these first screens inserted styles the page does not carry prebuilt: run `pnpm styles:first-screen` ' +
      '(after `pnpm build`) and commit shell/src/first-paint/first-screen-styles.css',
  ).toEqual([]);
});

test('the prebuilt styles are adopted by the page’s Emotion cache and style the first screen', async ({
  page,
}) => {
  test.skip(RECORD, 'recording');
  await page.goto(`${urlOf('portal')}/acceso`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const adopted = await page.evaluate((id) => {
    const element = document.getElementById(id);
    const names = (element?.getAttribute('data-emotion') ?? '').split(' ').slice(1);
    // The page's outermost box is styled by one of them (a class the cache did not insert).
    const root = document.querySelector('#root > *');
    const classes = [...(root?.classList ?? [])].filter((c) => c.startsWith('css-')).map((c) => c.slice(4));
    return {
      key: element?.getAttribute('data-emotion')?.split(' ')[0],
      // Emotion marks an adopted element so (`data-s`) and keeps it in the page's head.
      adopted: element?.hasAttribute('data-s') === true && element.parentElement === document.head,
      rootStyledByPrebuilt: classes.some((c) => names.includes(c)),
      rules: (element as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0,
    };
  }, FIRST_SCREEN_STYLES_ID);
  expect(adopted).toMatchObject({ key: 'css', adopted: true, rootStyledByPrebuilt: true });
  expect(adopted.rules).toBeGreaterThan(100);
});
