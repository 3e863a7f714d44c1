// "Cookies" in the footer (issue 41 item 7): reopens the cookie settings on any page, after a choice too, so the
// visitor can change or withdraw it. The footer asks here; the cookie consent (cookie-consent.tsx) answers.
import { useSyncExternalStore } from 'react';

let requests = 0;
const listeners = new Set<() => void>();

/** Opens the cookie settings with the stored choice. */
export function openConsentSettings(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the settings were asked for: a change is a new request. */
export function useConsentSettingsRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => requests,
  );
}
