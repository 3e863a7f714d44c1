import createCache from '@emotion/cache';
import {
  emotionNames,
  firstScreenStyleTag,
  formatFirstScreenStyles,
  parseFirstScreenStyles,
  readFirstScreenStyles,
} from '@portal/shared/build/first-screen-styles.mjs';

// The first screens' component styles, prebuilt into the page as Emotion's server-rendered styles
// (shared/build/first-screen-styles.mjs, decision 009): the page's cache must adopt them, so that a first screen
// inserts none of them again.
const RULES: string[] = [
  '.css-1svsvwq{min-height:100vh;display:flex;}',
  '@media screen and (min-width:48rem){.css-1svsvwq{flex-direction:row;}}',
  '.css-abc12:hover,.css-abc12[data-hover]{color:var(--chakra-colors-fg);}',
  '@keyframes animation-x1{from{opacity:0;}to{opacity:1;}}',
];

/** The page's element as html-webpack-plugin writes the tag. */
function addToPage(rules: string[]): HTMLStyleElement {
  const tag = firstScreenStyleTag(rules);
  const element = document.createElement('style');
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, String(value));
  element.textContent = tag.innerHTML ?? '';
  document.head.appendChild(element);
  return element;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the first screens’ prebuilt styles', () => {
  it('names every Emotion class the rules style, once, whatever wraps them', () => {
    expect(emotionNames(RULES)).toEqual(['1svsvwq', 'abc12']);
  });

  it('keeps the rules in the order they were inserted, each once, one per line under a header', () => {
    const text = formatFirstScreenStyles([...RULES, ...RULES.slice(0, 1), '']);
    expect(text.startsWith('/*')).toBe(true);
    expect(text).toContain('pnpm styles:first-screen');
    expect(parseFirstScreenStyles(text)).toEqual(RULES);
  });

  it('reads nothing where no file was recorded', () => {
    expect(readFirstScreenStyles('/nowhere/first-screen-styles.css')).toEqual([]);
  });

  it('the committed file holds the rules of the first screens', () => {
    const committed = readFirstScreenStyles(`${__dirname}/first-screen-styles.css`);
    expect(committed.length).toBeGreaterThan(100);
    expect(committed.every((rule) => rule.includes('{'))).toBe(true);
  });

  it('the page’s Emotion cache (key css) adopts the element and takes its names as inserted', () => {
    const element = addToPage(RULES);
    expect(element.getAttribute('data-emotion')).toBe('css 1svsvwq abc12');
    const cache = createCache({ key: 'css' });
    expect(cache.inserted).toEqual({ '1svsvwq': true, abc12: true });
    // Adopted: marked as a server-rendered element and kept in the page's head, where the cache's sheet puts its own.
    expect(element.hasAttribute('data-s')).toBe(true);
    expect(element.parentElement).toBe(document.head);
  });
});
