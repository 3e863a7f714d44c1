// Accessibility checks with axe: every rule axe has for WCAG 2.1 levels A and AA and its best practices, the
// experimental ones included (axe leaves those out of a run by tag, and `label-content-name-mismatch`, a link whose
// name does not contain its visible label, is one of them), deprecated ones excluded. Any serious or critical finding
// fails the test.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeRuleMetadata {
  ruleId: string;
  tags: string[];
}

// The axe-core that @axe-core/playwright injects into the page (its own dependency), for its list of rules.
const requireHere = createRequire(import.meta.url);
const axe = createRequire(requireHere.resolve('@axe-core/playwright'))('axe-core') as {
  getRules: (tags?: string[]) => AxeRuleMetadata[];
};

/** The ids of axe's current (not deprecated) rules for WCAG 2.1 A and AA and best practices, experimental included. */
export const CHECKED_RULES: string[] = axe
  .getRules([...WCAG_21_AA_TAGS, 'best-practice'])
  .filter((rule) => !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);

/** Waits for the page's finite animations (a drawer sliding in): mid-fade, text has less contrast than it will. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // A page without frames is scanned by one axe.run in the page: axe's frame-by-frame run (runPartial) would add a
  // blank page of its own per scan to merge the frames' results, and gives the same findings when there are none.
  const builder = new AxeBuilder({ page }).withRules(CHECKED_RULES);
  const results = await builder.setLegacyMode(page.frames().length === 1).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`,
    );
}

/**
 * No serious or critical accessibility violation on the page as it is now (once its animations have ended). A page
 * still settling (a slot's control enabled during the scan fades in: less contrast than it will have) is scanned once
 * more after its new animations end; a real violation is found both times.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  expect(first.length === 0 ? first : await seriousViolations(page)).toEqual([]);
}
