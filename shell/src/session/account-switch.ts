// A `?token=` or `?client_id=&secret=` link of another customer while a customer is signed in (issue 15 finding 8):
// the link never replaces the session silently. Bootstrap keeps the signed-in session and leaves the link's token
// here (for a client id link, the token its exchange returned); the account-switch dialog asks, and only "switch"
// signs in with it (the old customer's data leaves the cache first).
import { authStore, userIdOf } from '@portal/shared/auth';
import { createStore, useStore } from 'zustand';

/** How the link signs in: a token to validate, or a client id link's token, already issued by its exchange. */
export type LinkKind = 'token' | 'clientid';

interface PendingSwitch {
  /** The link's token, waiting for the customer's answer. */
  token: string | undefined;
  kind?: LinkKind;
}

export const pendingAccountSwitch = createStore<PendingSwitch>()(() => ({ token: undefined }));

export function usePendingAccountSwitch(): string | undefined {
  return useStore(pendingAccountSwitch, (state) => state.token);
}

/** Whether a link's token belongs to another customer than the signed-in token's (unknown counts as another). */
export function isAnotherCustomer(signedIn: string, link: string): boolean {
  const current = userIdOf(signedIn);
  return current === undefined || current !== userIdOf(link);
}

export function askToSwitch(token: string, kind: LinkKind = 'token'): void {
  pendingAccountSwitch.setState({ token, kind });
}

/** "Keep my session": the link is forgotten. */
export function keepCurrentSession(): void {
  pendingAccountSwitch.setState({ token: undefined, kind: undefined });
}

/** "Switch to the other account": the current customer is signed out on this device (query cache and private
 * settings cleared), then `signIn` signs in with the link's token; a client id link's token, issued by the API's
 * exchange moments ago, is stored as it is (login type clientid). */
export function switchAccount(signIn: (token: string) => Promise<void>): Promise<void> {
  const { token, kind = 'token' } = pendingAccountSwitch.getState();
  pendingAccountSwitch.setState({ token: undefined, kind: undefined });
  if (!token) return Promise.resolve();
  const auth = authStore.getState();
  auth.logout('user');
  auth.startAuthenticating(kind);
  if (kind === 'clientid') {
    authStore.getState().loginSuccess(token, { loginType: 'clientid' });
    return Promise.resolve();
  }
  return signIn(token);
}
