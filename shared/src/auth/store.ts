// The spec's auth state (customer-area §3 "Auth state", §4 "Authentication"), one zustand store for the shell and
// every remote. Login flows call start → success | failure; logout resets everything.
import { createStore, useStore } from 'zustand';
import { type ContractRedirectAction, type LoginType, bus } from '@portal/shared/events';
import { safeSessionStorage } from './storage';
import { clearTokenCookie, isReadOnlyToken, readTokenCookie, userIdOf, writeTokenCookie } from './token';

export type StatusType = 'success' | 'error' | 'info' | undefined;

export interface StoredRedirect {
  /** A path inside the portal, followed once after login. */
  path: string;
  /** An action to open on a contract after login (customer-area §2 routing rules). */
  action?: PendingContractAction;
}

/**
 * A redirect action (customer-area §2 "a stored redirect action may open a dialog on the contract"). With a contract
 * the shell opens that contract's detail (the gas detail for a gas contract); without one the action stays pending
 * and the contracts list offers a single select button per row instead of its usual ones (customer-area §3).
 */
export interface PendingContractAction {
  action: ContractRedirectAction;
  contractName?: string;
  /** The contract's type; electricity when absent. */
  contractType?: 'electricity' | 'gas';
}

export interface AuthState {
  token: string | undefined;
  userId: string | undefined;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  isRefreshing: boolean;
  redirect: StoredRedirect | undefined;
  redirectSearchParams: string | undefined;
  newCustomer: boolean;
  statusCode: number | undefined;
  statusText: string | undefined;
  statusType: StatusType;
  loginType: LoginType | undefined;
  readOnly: boolean;
}

export interface AuthActions {
  startAuthenticating: (loginType: LoginType) => void;
  startRefreshing: () => void;
  loginSuccess: (token: string, options?: { newCustomer?: boolean; loginType?: LoginType }) => void;
  loginFailure: (status: { code?: number; text: string; type?: StatusType }) => void;
  /** Replace the token (refresh, password change) without a new login. */
  setToken: (token: string) => void;
  setRedirect: (redirect: StoredRedirect | undefined, searchParams?: string) => void;
  /** Returns the stored redirect and forgets it: it is followed once. */
  takeRedirect: () => { redirect: StoredRedirect | undefined; searchParams: string | undefined };
  clearStatus: () => void;
  logout: (reason?: 'user' | 'expired' | 'error') => void;
}

export type AuthStore = AuthState & AuthActions;

const REDIRECT_KEY = 'portal.redirect';

function readStoredRedirect(): { redirect?: StoredRedirect; searchParams?: string } {
  try {
    const raw = safeSessionStorage.get(REDIRECT_KEY);
    return raw ? (JSON.parse(raw) as { redirect?: StoredRedirect; searchParams?: string }) : {};
  } catch {
    return {};
  }
}

function storeRedirect(value: { redirect?: StoredRedirect; searchParams?: string } | undefined): void {
  if (value?.redirect) safeSessionStorage.set(REDIRECT_KEY, JSON.stringify(value));
  else safeSessionStorage.remove(REDIRECT_KEY);
}

function initialState(): AuthState {
  const token = readTokenCookie();
  const stored = readStoredRedirect();
  return {
    token,
    userId: userIdOf(token),
    isAuthenticated: false,
    isAuthenticating: false,
    isRefreshing: false,
    redirect: stored.redirect,
    redirectSearchParams: stored.searchParams,
    newCustomer: false,
    statusCode: undefined,
    statusText: undefined,
    statusType: undefined,
    loginType: undefined,
    readOnly: isReadOnlyToken(token),
  };
}

export const authStore = createStore<AuthStore>()((set, get) => ({
  ...initialState(),
  startAuthenticating: (loginType) =>
    set({
      isAuthenticating: true,
      loginType,
      statusCode: undefined,
      statusText: undefined,
      statusType: undefined,
    }),
  startRefreshing: () => set({ isRefreshing: true, isAuthenticating: true, loginType: 'refresh' }),
  loginSuccess: (token, options = {}) => {
    writeTokenCookie(token);
    const userId = userIdOf(token) ?? '';
    const loginType = options.loginType ?? get().loginType ?? 'credentials';
    set({
      token,
      userId,
      isAuthenticated: true,
      isAuthenticating: false,
      isRefreshing: false,
      newCustomer: options.newCustomer ?? false,
      loginType,
      readOnly: isReadOnlyToken(token),
      statusCode: undefined,
      statusText: undefined,
      statusType: undefined,
    });
    bus.emit('auth:logged-in', { userId, loginType, newCustomer: options.newCustomer ?? false });
  },
  loginFailure: ({ code, text, type = 'error' }) => {
    clearTokenCookie();
    set({
      token: undefined,
      userId: undefined,
      isAuthenticated: false,
      isAuthenticating: false,
      isRefreshing: false,
      readOnly: false,
      statusCode: code,
      statusText: text,
      statusType: type,
    });
  },
  setToken: (token) => {
    writeTokenCookie(token);
    set({ token, userId: userIdOf(token), readOnly: isReadOnlyToken(token) });
  },
  setRedirect: (redirect, searchParams) => {
    storeRedirect(redirect ? { redirect, searchParams } : undefined);
    set({ redirect, redirectSearchParams: searchParams });
  },
  takeRedirect: () => {
    const { redirect, redirectSearchParams } = get();
    storeRedirect(undefined);
    set({ redirect: undefined, redirectSearchParams: undefined });
    return { redirect, searchParams: redirectSearchParams };
  },
  clearStatus: () => set({ statusCode: undefined, statusText: undefined, statusType: undefined }),
  logout: (reason = 'user') => {
    clearTokenCookie();
    storeRedirect(undefined);
    set({
      ...initialState(),
      token: undefined,
      userId: undefined,
      readOnly: false,
      redirect: undefined,
      redirectSearchParams: undefined,
      loginType: 'logout',
      // The login page says why the customer is back there (customer-area §2 "Login": the session-expired message).
      ...(reason === 'expired'
        ? { statusCode: 401, statusText: 'token_expired', statusType: 'info' as const }
        : {}),
    });
    bus.emit('auth:logged-out', { reason });
  },
}));

export function useAuth<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector);
}
