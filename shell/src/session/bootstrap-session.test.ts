import { authStore, readTokenCookie, TOKEN_COOKIE } from '@portal/shared/auth';
import { loadPrivateSettings, settingsStore } from '@portal/shared/settings';
import { createTestToken, resetPortalState, setupTestServer } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bootstrapSession } from './bootstrap-session';

const requests: { path: string; body: unknown }[] = [];
const server = setupTestServer();

const inAnHour = () => createTestToken({ user_id: 7, exp: Math.floor(Date.now() / 1000) + 3600 });

function privateSettings(onCall: () => void) {
  return http.get('*/api/v2/ov_customize/ov_private_settings', () => {
    onCall();
    return HttpResponse.json({ 'invoices.enablePayment': true });
  });
}

function recordAuth(path: string, answer: () => Response) {
  return http.post(`*/auth/${path}`, async ({ request }) => {
    requests.push({ path, body: await request.json() });
    return answer();
  });
}

beforeEach(() => {
  resetPortalState();
  requests.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('session bootstrap', () => {
  it('logs in with a valid token in the address (login type token) and removes it from the address', async () => {
    server.use(recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: true })));
    window.history.replaceState(null, '', '/invoices?token=abc.def.ghi&tab=2');
    const done = bootstrapSession();
    // A loader shows from the first paint: the store is authenticating before any answer.
    expect(authStore.getState().isAuthenticating).toBe(true);
    expect(window.location.search).toBe('?tab=2');
    await done;
    expect(requests).toEqual([{ path: 'is_token_valid', body: { token: 'abc.def.ghi' } }]);
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'abc.def.ghi',
      loginType: 'token',
    });
    expect(readTokenCookie()).toBe('abc.def.ghi');
  });

  it('fails with "token invalid" for an invalid token in the address', async () => {
    server.use(recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: false })));
    window.history.replaceState(null, '', '/?token=bad');
    await bootstrapSession();
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      isAuthenticating: false,
      statusCode: 401,
      statusText: 'The access token is not valid',
      statusType: 'error',
    });
    expect(window.location.search).toBe('');
  });

  it('checks the session beside the settings: a failure waits for the brand locale before it is told', async () => {
    server.use(recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: false })));
    Cookies.set(TOKEN_COOKIE, 'stale.token.sig', { path: '/' });
    let localeActive: () => void = () => undefined;
    const brandLocale = new Promise<void>((resolve) => {
      localeActive = resolve;
    });
    const done = bootstrapSession(window, brandLocale);
    await waitFor(() => expect(requests).toHaveLength(1));
    // The check has answered (its answer is read on the next tasks); the message waits for its locale.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authStore.getState()).toMatchObject({ isAuthenticating: true, statusText: undefined });
    localeActive();
    await done;
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      isAuthenticating: false,
      statusText: 'The session has expired, log in again',
    });
  });

  it('logs in with a client id and secret in the address (login type clientid)', async () => {
    server.use(recordAuth('user/client_id', () => HttpResponse.json({ token: 'client.token.sig' })));
    window.history.replaceState(null, '', '/?client_id=acme&secret=s3cr3t');
    await bootstrapSession();
    expect(requests).toEqual([{ path: 'user/client_id', body: { client_id: 'acme', secret: 's3cr3t' } }]);
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'client.token.sig',
      loginType: 'clientid',
    });
    expect(window.location.search).toBe('');
  });

  it('fails with "client id data invalid" when the server refuses the client id', async () => {
    server.use(
      recordAuth('user/client_id', () => HttpResponse.json({ message: 'forbidden' }, { status: 403 })),
    );
    window.history.replaceState(null, '', '/?client_id=acme&secret=wrong');
    await bootstrapSession();
    expect(authStore.getState()).toMatchObject({
      statusCode: 403,
      statusText: 'The client id data is not valid',
    });
  });

  /** A stored token the API finds valid and renews as `fresh.token.sig`; both calls are recorded. */
  function storeValidTokenThatRenews(): void {
    server.use(
      recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: true })),
      http.post('*/auth/refresh', ({ request }) => {
        requests.push({ path: 'refresh', body: request.headers.get('authorization') });
        return HttpResponse.json({ token: 'fresh.token.sig' });
      }),
    );
    Cookies.set(TOKEN_COOKIE, 'stored.token.sig', { path: '/' });
  }

  it('validates then renews a stored token cookie (login type refresh)', async () => {
    storeValidTokenThatRenews();
    const done = bootstrapSession();
    expect(authStore.getState()).toMatchObject({ isAuthenticating: true, isRefreshing: true });
    await done;
    expect(requests).toEqual([
      { path: 'is_token_valid', body: { token: 'stored.token.sig' } },
      { path: 'refresh', body: 'Bearer stored.token.sig' },
    ]);
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: true,
      loginType: 'refresh',
      token: 'fresh.token.sig',
    });
    expect(readTokenCookie()).toBe('fresh.token.sig');
  });

  /** A valid stored token whose renewal answers only when `answer` is called; resolves once the customer is in. */
  async function startWithHeldRenewal(): Promise<{ answer: () => void; done: Promise<void> }> {
    let answer = () => {};
    const renewalAnswered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: true })),
      http.post('*/auth/refresh', async () => {
        await renewalAnswered;
        return HttpResponse.json({ token: 'fresh.token.sig' });
      }),
    );
    Cookies.set(TOKEN_COOKIE, 'stored.token.sig', { path: '/' });
    const done = bootstrapSession();
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    return { answer, done };
  }

  it('signs the customer in on the valid stored token before the renewal answers (decision 009)', async () => {
    const { answer, done } = await startWithHeldRenewal();
    expect(authStore.getState()).toMatchObject({ token: 'stored.token.sig', isRefreshing: false });
    answer();
    await done;
    expect(authStore.getState().token).toBe('fresh.token.sig');
    expect(readTokenCookie()).toBe('fresh.token.sig');
  });

  it('keeps the session of a login made while the renewal was on its way', async () => {
    const { answer, done } = await startWithHeldRenewal();
    authStore.getState().loginSuccess('other.token.sig', { loginType: 'credentials' });
    answer();
    await done;
    expect(authStore.getState().token).toBe('other.token.sig');
  });

  it('keeps the token another tab stored while the renewal was on its way', async () => {
    const { answer, done } = await startWithHeldRenewal();
    Cookies.set(TOKEN_COOKIE, 'expired.token.sig', { path: '/' });
    answer();
    await done;
    expect(readTokenCookie()).toBe('expired.token.sig');
    expect(authStore.getState().token).not.toBe('fresh.token.sig');
  });

  it('renews a stored token only once the first screen has settled (decision 009)', async () => {
    storeValidTokenThatRenews();
    let painted = () => {};
    const done = bootstrapSession(window, undefined, new Promise<void>((resolve) => (painted = resolve)));
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    // Signed in on the valid token; nothing renewed while the first screen is on its way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.map((r) => r.path)).toEqual(['is_token_valid']);
    painted();
    await done;
    expect(requests.map((r) => r.path)).toEqual(['is_token_valid', 'refresh']);
    expect(authStore.getState().token).toBe('fresh.token.sig');
  });

  it('renews nothing when the customer signed out while the first screen was on its way', async () => {
    storeValidTokenThatRenews();
    let painted = () => {};
    const done = bootstrapSession(window, undefined, new Promise<void>((resolve) => (painted = resolve)));
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(true));
    authStore.getState().logout();
    painted();
    await done;
    expect(requests.map((r) => r.path)).toEqual(['is_token_valid']);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('keeps a valid stored token when the API cannot renew it', async () => {
    server.use(
      recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: true })),
      http.post('*/auth/refresh', () => HttpResponse.json({}, { status: 404 })),
    );
    Cookies.set(TOKEN_COOKIE, 'stored.token.sig', { path: '/' });
    await bootstrapSession();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token: 'stored.token.sig' });
  });

  it('clears an expired stored token without an error page', async () => {
    server.use(recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: false })));
    Cookies.set(TOKEN_COOKIE, 'old.token.sig', { path: '/' });
    await bootstrapSession();
    expect(readTokenCookie()).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusType: 'info' });
  });

  // "Nothing lost": a reload on a poor connection (or while the API restarts) signed the customer out and threw the
  // stored session away, though nothing said it had ended.
  describe('when the API cannot answer the stored token’s check', () => {
    // A session whose token has not expired by itself asks for its private settings beside the check.
    beforeEach(() => server.use(privateSettings(() => undefined)));

    it('keeps the session of a token whose own expiry has not passed (no network)', async () => {
      const token = inAnHour();
      server.use(
        recordAuth('is_token_valid', () => HttpResponse.error()),
        http.post('*/auth/refresh', () => HttpResponse.error()),
      );
      Cookies.set(TOKEN_COOKIE, token, { path: '/' });
      await bootstrapSession();
      expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token, loginType: 'refresh' });
      expect(readTokenCookie()).toBe(token);
    });

    it('keeps it on a server error too, and renews it when the API answers again', async () => {
      const token = inAnHour();
      server.use(
        recordAuth('is_token_valid', () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })),
        http.post('*/auth/refresh', () => HttpResponse.json({ token: 'fresh.token.sig' })),
      );
      Cookies.set(TOKEN_COOKIE, token, { path: '/' });
      await bootstrapSession();
      expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token: 'fresh.token.sig' });
    });

    it('ends the session of a token that has expired by itself, without an error page', async () => {
      const token = createTestToken({ user_id: 7, exp: Math.floor(Date.now() / 1000) - 60 });
      server.use(recordAuth('is_token_valid', () => HttpResponse.error()));
      Cookies.set(TOKEN_COOKIE, token, { path: '/' });
      await bootstrapSession();
      expect(readTokenCookie()).toBeUndefined();
      expect(authStore.getState()).toMatchObject({
        isAuthenticated: false,
        statusText: 'The session has expired, log in again',
        statusType: 'info',
      });
    });

    it('still ends it when the API answers that the token is not valid (a 4xx answer too)', async () => {
      server.use(
        recordAuth('is_token_valid', () => HttpResponse.json({ message: 'token' }, { status: 400 })),
      );
      Cookies.set(TOKEN_COOKIE, inAnHour(), { path: '/' });
      await bootstrapSession();
      expect(readTokenCookie()).toBeUndefined();
      expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusType: 'info' });
    });
  });

  // Issue 47: the first screen waits for the private settings (session-answered.ts); they no longer wait for the check.
  it("asks for a stored session's private settings beside its check, and their load takes that answer", async () => {
    const token = inAnHour();
    let privateCalls = 0;
    let answerCheck: () => void = () => undefined;
    const checkAnswered = new Promise<void>((resolve) => (answerCheck = resolve));
    server.use(
      http.post('*/auth/is_token_valid', async () => {
        await checkAnswered;
        return HttpResponse.json({ token_is_valid: true });
      }),
      http.post('*/auth/refresh', () => HttpResponse.json({ token })),
      privateSettings(() => (privateCalls += 1)),
    );
    Cookies.set(TOKEN_COOKIE, token, { path: '/' });
    const done = bootstrapSession();
    await waitFor(() => expect(privateCalls).toBe(1));
    expect(authStore.getState().isAuthenticating).toBe(true);
    answerCheck();
    await done;
    // What the session's listeners do after the login (session-listeners.ts).
    await loadPrivateSettings();
    expect(privateCalls).toBe(1);
    expect(settingsStore.getState().settings['invoices.enablePayment']).toBe(true);
  });

  it('does not ask for the private settings of a token past its own expiry', async () => {
    let privateCalls = 0;
    server.use(
      recordAuth('is_token_valid', () => HttpResponse.json({ token_is_valid: false })),
      privateSettings(() => (privateCalls += 1)),
    );
    Cookies.set(TOKEN_COOKIE, createTestToken({ user_id: 7, exp: Math.floor(Date.now() / 1000) - 60 }), {
      path: '/',
    });
    await bootstrapSession();
    expect(privateCalls).toBe(0);
  });

  it('does nothing without a token anywhere', async () => {
    await bootstrapSession();
    expect(requests).toEqual([]);
    expect(authStore.getState().isAuthenticating).toBe(false);
  });
});
