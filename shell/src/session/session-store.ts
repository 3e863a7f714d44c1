// The shell's own session flags, beside the shared auth store: whether a login has just happened and still waits
// for its destination (stored redirect, contracting, home).
import { createStore, useStore } from 'zustand';

interface SessionFlags {
  justLoggedIn: boolean;
}

export const sessionFlags = createStore<SessionFlags>()(() => ({ justLoggedIn: false }));

export function useSessionFlag<T>(selector: (state: SessionFlags) => T): T {
  return useStore(sessionFlags, selector);
}
