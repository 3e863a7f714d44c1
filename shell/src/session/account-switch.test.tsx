// Issue 15 finding 8: "A link silently switches a signed-in user to another account (`?token=` of someone else
// replaces the session). Ask before replacing a different customer's session." Customer-area §1: a token in the
// address signs in.
import { screen, waitFor } from '@testing-library/react';
import { authStore, readTokenCookie, TOKEN_COOKIE } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { AccountSwitchDialog } from './account-switch-dialog';
import { pendingAccountSwitch } from './account-switch';
import { bootstrapSession } from './bootstrap-session';

const LAURA = createTestToken({ user_id: 1 });
const LAURA_RENEWED = createTestToken({ user_id: 1, exp: 2_000_000_000 });
const LAURA_LINK = createTestToken({ user_id: 1, exp: 2_100_000_000 });
const COMPANY = createTestToken({ user_id: 2 });

const server = setupTestServer();
let valid: Set<string>;

beforeEach(() => {
  resetPortalState();
  pendingAccountSwitch.setState({ token: undefined });
  valid = new Set([LAURA, LAURA_RENEWED, LAURA_LINK, COMPANY]);
  server.use(
    http.post('*/auth/is_token_valid', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      return HttpResponse.json({ token_is_valid: valid.has(token) });
    }),
    http.post('*/auth/refresh', () => HttpResponse.json({ token: LAURA_RENEWED })),
  );
});

function signedInAsLauraOpening(link: string, path = '/perfil') {
  Cookies.set(TOKEN_COOKIE, LAURA, { path: '/' });
  window.history.replaceState(null, '', `${path}?token=${encodeURIComponent(link)}`);
}

const offBus: (() => void)[] = [];
afterEach(() => offBus.splice(0).forEach((off) => off()));

/** Starts the session, asks to switch to the link's account and waits for it (customer 2): the sign-outs' listener,
 * on the bus until the test ends. */
async function switchToTheOtherAccount() {
  await bootstrapSession();
  const loggedOut = jest.fn();
  bus.on('auth:logged-out', loggedOut);
  offBus.push(() => bus.off('auth:logged-out', loggedOut));
  const { user } = renderWithProviders(<AccountSwitchDialog />);
  await user.click(await screen.findByRole('button', { name: 'Switch to the other account' }));
  await waitFor(() => expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '2' }));
  return loggedOut;
}

describe('a ?token= link while a customer is signed in', () => {
  it("keeps the signed-in session and asks, when the link is another customer's; keeping it forgets the link", async () => {
    signedInAsLauraOpening(COMPANY);
    await bootstrapSession();
    expect(window.location.search).toBe('');
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1' });
    expect(readTokenCookie()).toBe(LAURA_RENEWED);

    const { user } = renderWithProviders(<AccountSwitchDialog />);
    const dialog = await screen.findByRole('alertdialog', { name: 'This link opens another account' });
    expect(dialog).toHaveTextContent("the link you opened signs in to another customer's account");
    await user.click(screen.getByRole('button', { name: 'Keep my session' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1' });
    expect(readTokenCookie()).toBe(LAURA_RENEWED);
  });

  it('switches to the other account on request, signing the first customer out of this device first', async () => {
    signedInAsLauraOpening(COMPANY);
    const loggedOut = await switchToTheOtherAccount();
    expect(authStore.getState().loginType).toBe('token');
    expect(readTokenCookie()).toBe(COMPANY);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closing the dialog (Escape) keeps the session', async () => {
    signedInAsLauraOpening(COMPANY);
    await bootstrapSession();
    const { user } = renderWithProviders(<AccountSwitchDialog />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(authStore.getState().userId).toBe('1');
  });

  it("asks nothing for the same customer's link: it signs in with the link's token", async () => {
    signedInAsLauraOpening(LAURA_LINK);
    await bootstrapSession();
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1', loginType: 'token' });
    expect(readTokenCookie()).toBe(LAURA_LINK);
  });

  it('keeps the session and asks nothing for an invalid link', async () => {
    signedInAsLauraOpening('not-a-token');
    await bootstrapSession();
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1' });
    expect(readTokenCookie()).toBe(LAURA_RENEWED);
  });

  it('asks nothing when the stored session has ended: the link signs in', async () => {
    valid.delete(LAURA);
    signedInAsLauraOpening(COMPANY);
    await bootstrapSession();
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '2', loginType: 'token' });
    expect(readTokenCookie()).toBe(COMPANY);
  });
});

// The same rule for `?client_id=&secret=` links (customer-area §1: "log in … by a client id plus secret"): the link's
// customer is known only once the API has exchanged it, so it is exchanged first and its token is stored only after
// the question, when it is another customer's.
describe('a ?client_id=&secret= link while a customer is signed in', () => {
  let exchanged: Record<string, string>;
  let exchanges: number;

  beforeEach(() => {
    exchanges = 0;
    exchanged = { company: COMPANY, laura: LAURA_LINK };
    server.use(
      http.post('*/auth/user/client_id', async ({ request }) => {
        exchanges += 1;
        const { client_id: clientId, secret } = (await request.json()) as {
          client_id: string;
          secret: string;
        };
        const token = exchanged[clientId];
        return token && secret === 'right'
          ? HttpResponse.json({ token })
          : HttpResponse.json({ message: 'forbidden' }, { status: 403 });
      }),
    );
  });

  function signedInAsLauraOpeningClient(clientId: string, secret = 'right') {
    Cookies.set(TOKEN_COOKIE, LAURA, { path: '/' });
    window.history.replaceState(null, '', `/perfil?client_id=${clientId}&secret=${secret}`);
  }

  it("keeps the signed-in session and asks, when the link is another customer's; keeping it forgets the link", async () => {
    signedInAsLauraOpeningClient('company');
    await bootstrapSession();
    expect(exchanges).toBe(1);
    expect(window.location.search).toBe('');
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1' });
    expect(readTokenCookie()).toBe(LAURA_RENEWED);

    const { user } = renderWithProviders(<AccountSwitchDialog />);
    await screen.findByRole('alertdialog', { name: 'This link opens another account' });
    await user.click(screen.getByRole('button', { name: 'Keep my session' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1' });
    expect(readTokenCookie()).toBe(LAURA_RENEWED);
  });

  it("switches on request to the link's customer (login type clientid), signing the first one out first", async () => {
    signedInAsLauraOpeningClient('company');
    const loggedOut = await switchToTheOtherAccount();
    expect(authStore.getState().loginType).toBe('clientid');
    expect(readTokenCookie()).toBe(COMPANY);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(exchanges).toBe(1);
    bus.off('auth:logged-out', loggedOut);
  });

  it("asks nothing for the same customer's link: it signs in with the exchanged token", async () => {
    signedInAsLauraOpeningClient('laura');
    await bootstrapSession();
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1', loginType: 'clientid' });
    expect(readTokenCookie()).toBe(LAURA_LINK);
  });

  it('keeps the session and asks nothing for a refused link', async () => {
    signedInAsLauraOpeningClient('company', 'wrong');
    await bootstrapSession();
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '1' });
    expect(readTokenCookie()).toBe(LAURA_RENEWED);
  });

  it('says the client id data is not valid for a refused link when the stored session has ended', async () => {
    valid.delete(LAURA);
    signedInAsLauraOpeningClient('company', 'wrong');
    await bootstrapSession();
    expect(authStore.getState()).toMatchObject({
      isAuthenticated: false,
      statusCode: 403,
      statusText: 'The client id data is not valid',
    });
    expect(readTokenCookie()).toBeUndefined();
  });

  it('asks nothing when the stored session has ended: the link signs in', async () => {
    valid.delete(LAURA);
    signedInAsLauraOpeningClient('company');
    await bootstrapSession();
    expect(pendingAccountSwitch.getState().token).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, userId: '2', loginType: 'clientid' });
    expect(readTokenCookie()).toBe(COMPANY);
  });
});
