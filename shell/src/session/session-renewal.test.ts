import { authStore, readTokenCookie, TOKEN_COOKIE } from '@portal/shared/auth';
import Cookies from 'js-cookie';
import { createTestToken, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { installSessionRenewal, RENEW_BEFORE_EXPIRY_MS, renewalDelay } from './session-renewal';

const refreshed: string[] = [];
const server = setupTestServer(
  http.post('*/auth/refresh', ({ request }) => {
    refreshed.push(request.headers.get('authorization') ?? '');
    return HttpResponse.json({ token: createTestToken({ user_id: 1, exp: 4_000_000_000 }) });
  }),
);

beforeEach(() => {
  resetPortalState();
  refreshed.length = 0;
});

describe('renewalDelay', () => {
  it('renews two minutes before the expiry, at once when that is past, never without an expiry', () => {
    const now = 1_000_000_000_000;
    const exp = now / 1000 + 600;
    expect(renewalDelay(createTestToken({ user_id: 1, exp }), now)).toBe(600_000 - RENEW_BEFORE_EXPIRY_MS);
    expect(renewalDelay(createTestToken({ user_id: 1, exp: now / 1000 + 10 }), now)).toBe(0);
    expect(renewalDelay(createTestToken({ user_id: 1 }), now)).toBeUndefined();
  });
});

describe('installSessionRenewal', () => {
  it('exchanges a signed-in token for a fresh one before it expires', async () => {
    const old = createTestToken({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 60 });
    const stop = installSessionRenewal();
    authStore.getState().loginSuccess(old);
    await new Promise<void>((resolve) => {
      const unsubscribe = authStore.subscribe((state) => {
        if (state.token !== old) {
          unsubscribe();
          resolve();
        }
      });
    });
    expect(refreshed).toEqual([`Bearer ${old}`]);
    expect(authStore.getState().isAuthenticated).toBe(true);
    stop();
  });

  it("keeps another tab's token that arrived in the cookie while the renewal was on its way", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/auth/refresh', async () => {
        await answered;
        return HttpResponse.json({ token: createTestToken({ user_id: 1, exp: 4_000_000_000 }) });
      }),
    );
    const old = createTestToken({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 60 });
    const stop = installSessionRenewal();
    const asked = new Promise<void>((resolve) => server.events.on('request:start', () => resolve()));
    authStore.getState().loginSuccess(old);
    await asked;
    Cookies.set(TOKEN_COOKIE, 'other.tab.token', { path: '/' });
    const done = new Promise<void>((resolve) => server.events.on('response:mocked', () => resolve()));
    answer();
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readTokenCookie()).toBe('other.tab.token');
    expect(authStore.getState().token).toBe(old);
    stop();
  });

  it('does nothing for a visitor, and a failed renewal keeps the session as it is', async () => {
    server.use(http.post('*/auth/refresh', () => HttpResponse.json({}, { status: 500 })));
    const stop = installSessionRenewal();
    expect(refreshed).toEqual([]);
    const token = createTestToken({ user_id: 1, exp: Math.floor(Date.now() / 1000) + 60 });
    const failed = new Promise<void>((resolve) => {
      server.events.on('response:mocked', () => resolve());
    });
    authStore.getState().loginSuccess(token);
    await failed;
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token });
    stop();
  });
});
