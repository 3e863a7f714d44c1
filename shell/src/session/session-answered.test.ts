import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { resetPortalState } from '@portal/shared/testing';
import { FIRST_SESSION_LIMIT_MS, sessionAnswered, whenSessionAnswered } from './session-answered';

beforeEach(() => resetPortalState());
afterEach(() => jest.useRealTimers());

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

it('a visitor (no stored session) waits for nothing', async () => {
  expect(sessionAnswered()).toBe(true);
  expect(await settled(whenSessionAnswered())).toBe(true);
});

it("a returning customer's first render waits for the session's check, then their private settings", async () => {
  authStore.getState().startRefreshing();
  const answered = whenSessionAnswered();
  expect(await settled(answered)).toBe(false);
  authStore.getState().loginSuccess('a.b.c', { loginType: 'refresh' });
  settingsStore.getState().setLoadState('privateState', 'loading');
  expect(await settled(answered)).toBe(false);
  settingsStore.getState().setPrivate({ 'invoices.enablePayment': true });
  expect(await settled(answered)).toBe(true);
});

it('a refused session or failed private settings end the wait too', async () => {
  authStore.getState().startRefreshing();
  const refused = whenSessionAnswered();
  authStore.getState().loginFailure({ code: 401, text: 'The session has ended' });
  expect(await settled(refused)).toBe(true);

  authStore.getState().loginSuccess('a.b.c', { loginType: 'refresh' });
  settingsStore.getState().setLoadState('privateState', 'loading');
  const failed = whenSessionAnswered();
  expect(await settled(failed)).toBe(false);
  settingsStore.getState().setLoadState('privateState', 'error', 'Settings could not be loaded');
  expect(await settled(failed)).toBe(true);
});

it('waits no longer than FIRST_SESSION_LIMIT_MS for an API that does not answer', async () => {
  jest.useFakeTimers();
  authStore.getState().startRefreshing();
  const answered = whenSessionAnswered();
  jest.advanceTimersByTime(FIRST_SESSION_LIMIT_MS - 1);
  expect(await settled(answered)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(answered)).toBe(true);
});
