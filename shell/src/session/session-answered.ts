// The first screen's render waits for the start's session check and, for a customer, their private settings: both are
// on their way beside the settings when the render could begin, and either changing during it had React throw the
// render away and do it again synchronously, the whole first screen in one long task (a "torn" render: the auth and
// settings stores are external stores React checks at the end of a render it did in slices; issue 47). Rendered after
// them, the first screen is rendered once, in slices, with what it shows. A visitor (no stored session) waits for
// nothing. A check or settings call that has not answered within FIRST_SESSION_LIMIT_MS is not waited for any longer:
// the frame and the session's loader show, as before, since a render done twice costs the phone far less than a
// longer wait costs the customer.
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';

/** The longest the first render waits for the session's check and the private settings. */
export const FIRST_SESSION_LIMIT_MS = 1_000;

/** Whether the session's start has answered: no check running, and a customer's private settings in (or failed). */
export function sessionAnswered(): boolean {
  const { isAuthenticating, isAuthenticated } = authStore.getState();
  if (isAuthenticating) return false;
  const { privateState } = settingsStore.getState();
  return !isAuthenticated || privateState === 'ready' || privateState === 'error';
}

/** Resolves once `sessionAnswered()`, or after `limitMs`. */
export function whenSessionAnswered(limitMs = FIRST_SESSION_LIMIT_MS): Promise<void> {
  if (sessionAnswered()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (sessionAnswered()) done();
    };
    const offAuth = authStore.subscribe(check);
    const offSettings = settingsStore.subscribe(check);
    const timer = setTimeout(() => done(), limitMs);
    function done() {
      offAuth();
      offSettings();
      clearTimeout(timer);
      resolve();
    }
  });
}
