import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { createTestQueryClient, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installSessionListeners } from './session-listeners';
import { sessionFlags } from './session-store';

let privateCalls = 0;
setupTestServer(
  http.get('*/api/v2/ov_customize/ov_private_settings', () => {
    privateCalls += 1;
    return HttpResponse.json({ 'invoices.enablePayment': true, 'payment.url': 'https://pay.example' });
  }),
);

beforeEach(() => {
  resetPortalState();
  privateCalls = 0;
});

it('"private settings load after login" and clear on logout, with the shared query cache', async () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['invoices', 'list'], [1, 2]);
  const remove = installSessionListeners(queryClient);
  authStore.getState().loginSuccess('a.b.c', { loginType: 'credentials' });
  expect(sessionFlags.getState().justLoggedIn).toBe(true);
  await waitFor(() => expect(settingsStore.getState().settings['invoices.enablePayment']).toBe(true));
  expect(privateCalls).toBe(1);
  authStore.getState().logout('user');
  expect(settingsStore.getState().settings['invoices.enablePayment']).toBe(false);
  expect(settingsStore.getState().privateSettings).toEqual({});
  expect(queryClient.getQueryData(['invoices', 'list'])).toBeUndefined();
  remove();
});

it('a stored session restored on start is no login the customer just made (issue 43 item 3)', () => {
  const remove = installSessionListeners(createTestQueryClient());
  authStore.getState().startRefreshing();
  authStore.getState().loginSuccess('a.b.c', { loginType: 'refresh' });
  expect(sessionFlags.getState().justLoggedIn).toBe(false);
  authStore.getState().logout('user');
  authStore.getState().loginSuccess('a.b.c', { loginType: 'token' });
  expect(sessionFlags.getState().justLoggedIn).toBe(true);
  remove();
});
