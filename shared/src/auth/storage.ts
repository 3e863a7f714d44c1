// Web storage that never throws (issue 15 finding 10: "blocked sessionStorage crashes the page"). With storage blocked
// (cookies and site data off, a sandboxed frame, some privacy modes) merely reading `window.sessionStorage` throws a
// SecurityError, and a full storage throws on setItem. Every platform access goes through here: a blocked storage
// reads as empty and forgets what it is given, and the portal carries on without what it would have kept (a redirect
// after login, an OpenID round trip: that one then fails with its own "invalid state" message).

export interface SafeStorage {
  /** The stored value, undefined when absent or when the storage cannot be read. */
  get(key: string): string | undefined;
  /** Whether the value was stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

type StorageName = 'sessionStorage' | 'localStorage';

function storageOf(name: StorageName, win: Window | undefined): Storage | undefined {
  try {
    return win?.[name] ?? undefined;
  } catch {
    return undefined;
  }
}

/** `win` is the window whose storage to use (the current one by default). */
export function safeStorage(name: StorageName, win?: Window): SafeStorage {
  const current = () => storageOf(name, win ?? (typeof window === 'undefined' ? undefined : window));
  return {
    get(key) {
      try {
        return current()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      try {
        const storage = current();
        storage?.setItem(key, value);
        return storage !== undefined;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        current()?.removeItem(key);
      } catch {
        // Nothing stored can be left behind in a storage that cannot be reached.
      }
    },
  };
}

/** This tab's sessionStorage, guarded. */
export const safeSessionStorage: SafeStorage = safeStorage('sessionStorage');
