// Issue 47 item 1: "Interactions ≤ 200 ms … open each change dialog of the contract detail". A rule Emotion adds
// with `insertRule` to the page's style sheet in use makes Chromium restyle every element that sheet styles; the rules
// of a new style element restyle only what they match (late-style-sheets.ts).
import { __unsafe_useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { render } from '@testing-library/react';
import { createTestQueryClient, resetPortalState } from '@portal/shared/testing';
import { createLateStyleCache, type EndOfBatch, PAGE_STYLES_KEY, pageStyleCache } from './late-style-sheets';
import { PortalProviders } from './portal-providers';

beforeEach(resetPortalState);

/** A cache in production's mode (`insertRule` into one element) whose first load ends and batches end on call. */
function testCache(key: string) {
  let start = () => {};
  const ends: (() => void)[] = [];
  const endOfBatch: EndOfBatch = (end) => ends.push(end);
  const cache = createLateStyleCache(
    { key, speedy: true, container: document.head },
    { whenLate: (s) => (start = s), endOfBatch },
  );
  return {
    cache,
    firstLoadOver: () => start(),
    /** The frame comes: the open batch ends. */
    frame: () => ends.splice(0).forEach((end) => end()),
  };
}

/** Inserts a rule for `.name` through Emotion's cache, as a component's styles are. */
function insertRule(cache: EmotionCache, name: string, css: string) {
  cache.insert(`.${name}`, { name, styles: css, next: undefined }, cache.sheet, true);
}

/** The style element holding the rule of `.name`. */
function elementOf(cache: EmotionCache, name: string): HTMLStyleElement {
  const tag = cache.sheet.tags.find((t) =>
    [...(t.sheet?.cssRules ?? [])].some((r) => r.cssText.includes(`.${name}`)),
  );
  if (!tag) throw new Error(`no style element holds .${name}`);
  return tag;
}

const follows = (later: Node, earlier: Node) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('late style sheets (issue 47 item 1)', () => {
  it('keeps the first load’s rules in one style element, as Emotion does', () => {
    const { cache } = testCache('first');
    insertRule(cache, 'a', 'color:red;');
    insertRule(cache, 'b', 'color:blue;');
    expect(cache.sheet.tags).toHaveLength(1);
    expect(elementOf(cache, 'a')).toBe(elementOf(cache, 'b'));
  });

  it('puts the rules of each frame after the first load in a new style element of their own', () => {
    const { cache, firstLoadOver, frame } = testCache('late');
    insertRule(cache, 'page', 'color:red;');
    firstLoadOver();

    // A dialog drawn for the first time: its rules in one new element, not in the page's.
    insertRule(cache, 'dialog', 'padding:1px;');
    insertRule(cache, 'dialog-title', 'padding:2px;');
    expect(cache.sheet.tags).toHaveLength(2);
    expect(elementOf(cache, 'dialog')).not.toBe(elementOf(cache, 'page'));
    expect(elementOf(cache, 'dialog-title')).toBe(elementOf(cache, 'dialog'));

    // The next frame's rules: another new element, not the dialog's (in use by now).
    frame();
    insertRule(cache, 'spinner', 'padding:3px;');
    expect(cache.sheet.tags).toHaveLength(3);
    expect(elementOf(cache, 'spinner')).not.toBe(elementOf(cache, 'dialog'));
  });

  it('keeps the rules’ order: a later rule’s element follows the earlier ones, before the next cache’s', () => {
    // Chakra relies on it: in one cascade layer, of two rules of equal specificity the later one wins.
    const page = testCache('order');
    insertRule(page.cache, 'earlier', 'color:red;');
    const overlay = testCache('order-overlay');
    insertRule(overlay.cache, 'overlay', 'color:green;');
    page.firstLoadOver();
    insertRule(page.cache, 'later', 'color:blue;');
    page.frame();
    insertRule(page.cache, 'latest', 'color:black;');

    const earlier = elementOf(page.cache, 'earlier');
    const later = elementOf(page.cache, 'later');
    const latest = elementOf(page.cache, 'latest');
    expect(follows(later, earlier)).toBe(true);
    expect(follows(latest, later)).toBe(true);
    // Where they were before this change: the page's rules before the overlays' element, created after the page's.
    expect(follows(elementOf(overlay.cache, 'overlay'), latest)).toBe(true);
    expect(page.cache.sheet.tags).toEqual([earlier, later, latest]);
  });

  it('lets a rule added after the first load win over an earlier one of equal specificity', () => {
    const { cache, firstLoadOver } = testCache('cascade');
    insertRule(cache, 'same', 'color:red;');
    firstLoadOver();
    // The same selector again, as a later recipe's rule of one layer overrides an earlier one.
    cache.sheet.insert('.same{color:blue;}');
    const element = document.createElement('p');
    element.className = 'same';
    document.body.append(element);
    expect(getComputedStyle(element).color).toBe('rgb(0, 0, 255)');
    element.remove();
  });

  it('is what PortalProviders gives every component (the page’s key, class names `css-…`)', () => {
    let seen: EmotionCache | null = null;
    function Probe() {
      seen = __unsafe_useEmotionCache();
      return null;
    }
    render(
      <PortalProviders queryClient={createTestQueryClient()}>
        <Probe />
      </PortalProviders>,
    );
    expect(seen).toBe(pageStyleCache());
    expect(pageStyleCache().key).toBe(PAGE_STYLES_KEY);
  });
});
