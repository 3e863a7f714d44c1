import { preloadScript } from '../../build/preload-catalogues.mjs';

// The page's inline script (shell/build/preload-catalogues.mjs): the start locale's catalogues are asked for from the
// page, not one round trip after the start's scripts (decision 009). It picks the locale as the start does
// (`startLocale`: the `lang` cookie's, else es-ES).
const FILES = {
  'ca-ES': ['401.c1.js', '402.c2.js'],
  'es-ES': ['1809.e1.js', '3267.e2.js'],
};

function preloadsFor(cookie?: string): string[][] {
  document.head.innerHTML = '';
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  if (cookie !== undefined) document.cookie = `lang=${cookie}; path=/`;
  new Function(preloadScript(FILES, 'es-ES', '/'))();
  return [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('as') ?? '',
    link.getAttribute('href') ?? '',
  ]);
}

describe('the start locale’s catalogues, preloaded from the page', () => {
  it('a first visit (no lang cookie): the default locale’s, es-ES', () => {
    expect(preloadsFor()).toEqual([
      ['preload', 'script', '/1809.e1.js'],
      ['preload', 'script', '/3267.e2.js'],
    ]);
  });

  it('a visit in Catalan: the lang cookie’s locale', () => {
    expect(preloadsFor('ca-ES')).toEqual([
      ['preload', 'script', '/401.c1.js'],
      ['preload', 'script', '/402.c2.js'],
    ]);
  });

  it('a cookie naming no locale of the build: the default locale’s', () => {
    expect(preloadsFor('xx-XX').map(([, , href]) => href)).toEqual(['/1809.e1.js', '/3267.e2.js']);
  });
});
