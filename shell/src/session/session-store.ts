// The shell's own session flags, beside the shared auth store: whether a login has just happened and still waits
// for its destination (stored redirect, contracting, home), and whether a login link of the address (`?token=`,
// `?client_id=&secret=`) has just been refused and the login page should say why, and which token a call found
// expired (session-expiry.ts).
import { createStore, useStore } from 'zustand';

interface SessionFlags {
  justLoggedIn: boolean;
  addressLoginFailed: boolean;
  /** The token of the last 401 token_expired, while the session-expired dialog should show. */
  expiredToken: string | undefined;
}

export const sessionFlags = createStore<SessionFlags>()(() => ({
  justLoggedIn: false,
  addressLoginFailed: false,
  expiredToken: undefined,
}));

export function useSessionFlag<T>(selector: (state: SessionFlags) => T): T {
  return useStore(sessionFlags, selector);
}
