/**
 * @jest-environment node
 */
// Issue 47 item 1: the page's Emotion cache (late-style-sheets.ts) where there is no document, as the build renders
// the system's CSS (shared/build/system-css.mjs): nothing waits for a first load and rules are still serialised.
import { createLateStyleCache } from './late-style-sheets';

describe('late style sheets without a document', () => {
  it('creates the cache and inserts through Emotion’s server path', () => {
    const cache = createLateStyleCache({ key: 'ssr' });
    const inserted = cache.insert(
      '.x',
      { name: 'x', styles: 'color:red;', next: undefined },
      cache.sheet,
      true,
    );
    expect(inserted).toContain('color:red');
  });
});
