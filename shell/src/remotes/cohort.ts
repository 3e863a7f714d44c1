// A browser's draw for canary releases (issue 48): a number in [0, 1), made once and kept in this browser's storage,
// so that it stays in its cohort on every load. A registry entry with a canary sends the browsers whose draw is under
// the canary's share to the canary; raising the share only adds browsers, never swaps one back and forth. It is no
// personal data and is never sent anywhere: it only chooses which build of a remote this browser loads.
const KEY = 'portal.releaseDraw';

function newDraw(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

const isDraw = (value: number): boolean => Number.isFinite(value) && value >= 0 && value < 1;

/**
 * This browser's draw; made and stored the first time. Without storage (blocked, private mode that refuses it) the
 * browser stays on the stable versions: a draw that changed on every load would mix versions for one person.
 */
export function browserDraw(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): number {
  if (!storage) return 1;
  try {
    const stored = Number(storage.getItem(KEY) ?? Number.NaN);
    if (isDraw(stored)) return stored;
    const draw = newDraw();
    storage.setItem(KEY, String(draw));
    return Number(storage.getItem(KEY)) === draw ? draw : 1;
  } catch {
    return 1;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
