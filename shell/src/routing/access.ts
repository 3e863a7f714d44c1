// The route guards as one pure decision (customer-area §2 routing rules, visitor-features §2 "Route access" and §4
// "Route guards and login"), so that every rule is tested without rendering.
import type { Access } from '@portal/shared/routes';

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'loader' }
  | { kind: 'toLogin' }
  | { kind: 'toInvoices' }
  | { kind: 'afterLogin' }
  | { kind: 'authError'; code: number; text: string };

export interface GuardInput {
  access: Access;
  /** The login route: with OIDC on it is private-style, but its page (the auth remote) is what sends the visitor to
   * the provider, so for the guard it behaves like a public route. */
  isLoginRoute: boolean;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  /** A login just succeeded and its destination (stored redirect, contracting, home) is not decided yet. */
  justLoggedIn: boolean;
  statusCode: number | undefined;
  statusText: string | undefined;
  statusType: string | undefined;
}

export function decideAccess(input: GuardInput): GuardDecision {
  const access = input.isLoginRoute ? 'public' : input.access;
  if (access === 'unprotected') return { kind: 'render' };
  if (access === 'public') {
    // "A signed-in user who opens a public route is sent to invoices"; right after a login, to its destination.
    if (input.isAuthenticated) return input.justLoggedIn ? { kind: 'afterLogin' } : { kind: 'toInvoices' };
    if (input.isAuthenticating) return { kind: 'loader' };
    return { kind: 'render' };
  }
  if (input.isAuthenticated) return { kind: 'render' };
  // "While authentication is in progress on a private route a loader shows."
  if (input.isAuthenticating) return { kind: 'loader' };
  // "An auth error shows the error page."
  const code = input.statusCode;
  if (input.statusType === 'error' && (code === 401 || code === 403)) {
    return { kind: 'authError', code, text: input.statusText ?? '' };
  }
  // "Unauthenticated users without OpenID are sent to login"; with OpenID the login route's page goes on to the
  // provider, so the shell sends the user to the login route in both cases.
  return { kind: 'toLogin' };
}
