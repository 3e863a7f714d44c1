import { decideAccess, type GuardInput } from './access';

const base: GuardInput = {
  access: 'private',
  isLoginRoute: false,
  isAuthenticated: false,
  isAuthenticating: false,
  justLoggedIn: false,
  statusCode: undefined,
  statusText: undefined,
  statusType: undefined,
};

describe('decideAccess (route guards)', () => {
  it('renders unprotected routes for anyone', () => {
    expect(decideAccess({ ...base, access: 'unprotected' })).toEqual({ kind: 'render' });
    expect(decideAccess({ ...base, access: 'unprotected', isAuthenticated: true })).toEqual({
      kind: 'render',
    });
  });

  it('"While authentication is in progress on a private route a loader shows."', () => {
    expect(decideAccess({ ...base, isAuthenticating: true })).toEqual({ kind: 'loader' });
  });

  it('"Unauthenticated users without OpenID are sent to login."', () => {
    expect(decideAccess(base)).toEqual({ kind: 'toLogin' });
  });

  it('renders a private route for a signed-in user', () => {
    expect(decideAccess({ ...base, isAuthenticated: true })).toEqual({ kind: 'render' });
  });

  it('"A signed-in user who opens a public route is sent to invoices."', () => {
    expect(decideAccess({ ...base, access: 'public', isAuthenticated: true })).toEqual({
      kind: 'toInvoices',
    });
  });

  it('waits for the login destination right after a login on a public route', () => {
    expect(decideAccess({ ...base, access: 'public', isAuthenticated: true, justLoggedIn: true })).toEqual({
      kind: 'afterLogin',
    });
  });

  it('renders a public route for a visitor', () => {
    expect(decideAccess({ ...base, access: 'public' })).toEqual({ kind: 'render' });
  });

  it('treats the login route as public even when OIDC makes it private-style (its page goes to the provider)', () => {
    expect(decideAccess({ ...base, access: 'private', isLoginRoute: true })).toEqual({ kind: 'render' });
    expect(decideAccess({ ...base, access: 'private', isLoginRoute: true, isAuthenticated: true })).toEqual({
      kind: 'toInvoices',
    });
  });

  it('"an auth error shows the error page" with its code and status text', () => {
    expect(
      decideAccess({ ...base, statusCode: 401, statusText: 'Token invalid', statusType: 'error' }),
    ).toEqual({
      kind: 'authError',
      code: 401,
      text: 'Token invalid',
    });
    expect(decideAccess({ ...base, statusCode: 401, statusText: 'expired', statusType: 'info' })).toEqual({
      kind: 'toLogin',
    });
  });
});
