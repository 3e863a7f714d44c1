import Cookies from 'js-cookie';
import { bus } from '@portal/shared/events';
import { createTestToken, resetPortalState } from '@portal/shared/testing';
import { authStore } from './store';
import {
  clearTokenCookie,
  decodeJwtPayload,
  decodeToken,
  isReadOnlyToken,
  readTokenCookie,
  userIdOf,
  writeTokenCookie,
} from './token';

const jwt = createTestToken;

beforeEach(resetPortalState);

describe('the token cookie', () => {
  // customer-area §9: "Cookies: token (secure, SameSite Lax)".
  it('is written, read and cleared under the name token', () => {
    writeTokenCookie('a.b.c');
    expect(Cookies.get('token')).toBe('a.b.c');
    expect(readTokenCookie()).toBe('a.b.c');
    clearTokenCookie();
    expect(readTokenCookie()).toBeUndefined();
  });

  it('gives the user id of the payload (user_id, else sub) and the read-only flag of impersonation', () => {
    expect(userIdOf(jwt({ user_id: 42 }))).toBe('42');
    expect(userIdOf(jwt({ sub: 'u-7' }))).toBe('u-7');
    expect(userIdOf('not-a-jwt')).toBeUndefined();
    expect(userIdOf(undefined)).toBeUndefined();
    expect(isReadOnlyToken(jwt({ user_id: 1, readonly: true }))).toBe(true);
    expect(isReadOnlyToken(jwt({ user_id: 1 }))).toBe(false);
  });

  it('reads payloads with non-ASCII text', () => {
    expect(decodeToken(jwt({ user_id: 1, name: 'Begoña' }))).toMatchObject({ name: 'Begoña' });
  });

  // Issue 45 item 5: one JWT decoder (jwt-decode) for every package that reads a payload.
  it('reads a JWT payload only from three parts whose payload is a JSON object', () => {
    const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeJwtPayload(`${segment({ alg: 'HS256' })}.${segment({ a: 1 })}.sig`)).toEqual({ a: 1 });
    expect(decodeJwtPayload(`${segment({ alg: 'HS256' })}.${segment({ a: 1 })}`)).toBeUndefined();
    expect(decodeJwtPayload(`${segment({ alg: 'HS256' })}.${segment([1])}.sig`)).toBeUndefined();
    expect(decodeJwtPayload(`${segment({ alg: 'HS256' })}.${segment('text')}.sig`)).toBeUndefined();
    expect(decodeJwtPayload('a.%%%.c')).toBeUndefined();
    expect(decodeJwtPayload(undefined)).toBeUndefined();
  });
});

describe('the auth store', () => {
  it('on login success keeps the token in the cookie, the user id, and announces it', () => {
    const loggedIn = jest.fn();
    bus.on('auth:logged-in', loggedIn);
    authStore.getState().startAuthenticating('credentials');
    expect(authStore.getState().isAuthenticating).toBe(true);
    authStore.getState().loginSuccess(jwt({ user_id: 42 }), { newCustomer: true });
    const state = authStore.getState();
    expect(state).toMatchObject({
      userId: '42',
      isAuthenticated: true,
      isAuthenticating: false,
      readOnly: false,
    });
    expect(readTokenCookie()).toBe(state.token);
    expect(loggedIn).toHaveBeenCalledWith({ userId: '42', loginType: 'credentials', newCustomer: true });
    bus.off('auth:logged-in', loggedIn);
  });

  it('marks an impersonation token as read-only', () => {
    authStore.getState().loginSuccess(jwt({ user_id: 9, readonly: true }), { loginType: 'token' });
    expect(authStore.getState()).toMatchObject({ readOnly: true, loginType: 'token' });
  });

  it('on login failure clears the token and keeps the status to show', () => {
    writeTokenCookie('old');
    authStore.getState().loginFailure({ code: 403, text: 'credentials incorrect' });
    expect(authStore.getState()).toMatchObject({
      token: undefined,
      isAuthenticated: false,
      statusCode: 403,
      statusText: 'credentials incorrect',
      statusType: 'error',
    });
    expect(readTokenCookie()).toBeUndefined();
  });

  // customer-area §2: a stored redirect is followed once after login.
  it('follows a stored redirect once', () => {
    authStore
      .getState()
      .setRedirect({ path: '/facturas', action: { contractName: 'C1', action: 'download' } }, '?a=1');
    expect(JSON.parse(sessionStorage.getItem('portal.redirect') ?? '{}')).toMatchObject({
      redirect: { path: '/facturas' },
      searchParams: '?a=1',
    });
    expect(authStore.getState().takeRedirect()).toEqual({
      redirect: { path: '/facturas', action: { contractName: 'C1', action: 'download' } },
      searchParams: '?a=1',
    });
    expect(authStore.getState().takeRedirect()).toEqual({ redirect: undefined, searchParams: undefined });
    expect(sessionStorage.getItem('portal.redirect')).toBeNull();
  });

  it('replaces the token without a new login (refresh, password change)', () => {
    authStore.getState().setToken(jwt({ user_id: 5 }));
    expect(authStore.getState().userId).toBe('5');
    expect(readTokenCookie()).toBe(authStore.getState().token);
  });

  it('on logout forgets everything and says why', () => {
    const loggedOut = jest.fn();
    bus.on('auth:logged-out', loggedOut);
    authStore.getState().loginSuccess(jwt({ user_id: 42, readonly: true }));
    authStore.getState().setRedirect({ path: '/perfil' });
    authStore.getState().logout('expired');
    expect(authStore.getState()).toMatchObject({
      token: undefined,
      userId: undefined,
      isAuthenticated: false,
      readOnly: false,
      redirect: undefined,
      loginType: 'logout',
    });
    expect(readTokenCookie()).toBeUndefined();
    expect(sessionStorage.getItem('portal.redirect')).toBeNull();
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'expired' });
    bus.off('auth:logged-out', loggedOut);
  });

  it('after an expired session, keeps the reason for the login page (401 token_expired, info)', () => {
    authStore.getState().loginSuccess(jwt({ user_id: 42 }));
    authStore.getState().logout('expired');
    expect(authStore.getState()).toMatchObject({
      statusCode: 401,
      statusText: 'token_expired',
      statusType: 'info',
    });
    authStore.getState().loginSuccess(jwt({ user_id: 42 }));
    authStore.getState().logout('user');
    expect(authStore.getState().statusCode).toBeUndefined();
  });
});
