// jsdom matches no media query (shared/build/jest-polyfills.cjs): a test says the viewport's width, and `matchMedia`
// answers the width queries (`min-width`/`max-width` in px or rem) as a browser that wide would.

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return bound === 'min' ? width >= px : width <= px;
  });
}

/** `matchMedia` answers as in a viewport `width` px wide, until `jest.restoreAllMocks()` (e.g. in an `afterEach`). */
export function atViewportWidth(width: number): void {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
