import { browserDraw } from './cohort';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("a browser's draw for canary releases (issue 48)", () => {
  it('is made once, in [0, 1), and kept: the browser stays in its cohort on every load', () => {
    const storage = memoryStorage();
    const first = browserDraw(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
    expect(browserDraw(storage)).toBe(first);
    expect(browserDraw(storage)).toBe(first);
  });

  it('keeps a stored draw and replaces one that is not a draw', () => {
    expect(browserDraw(memoryStorage({ 'portal.releaseDraw': '0.25' }))).toBe(0.25);
    const replaced = browserDraw(memoryStorage({ 'portal.releaseDraw': '7' }));
    expect(replaced).toBeLessThan(1);
  });

  it('stays on the stable builds (draw 1) without storage, or when storage refuses to keep the draw', () => {
    expect(browserDraw(null)).toBe(1);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(browserDraw(refusing)).toBe(1);
    expect(browserDraw({ getItem: () => null, setItem: () => undefined })).toBe(1);
  });
});
