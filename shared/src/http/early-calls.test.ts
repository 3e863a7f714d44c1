import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { bus } from '@portal/shared/events';
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { api, startEarlyCall } from './client';
import { EARLY_CALL_KEPT_MS, parkEarlyCall, takeEarlyCall } from './early-calls';

const server = setupTestServer();

beforeEach(() => {
  resetPortalState();
  Cookies.set('token', 'session-1');
});

/** Serves GET contracts (v2) and records each request's search and token. */
function contractsServer(status = 200) {
  const requests: { search: string; token: string | null }[] = [];
  server.use(
    http.get('/api/v2/contracts', ({ request }) => {
      const url = new URL(request.url);
      requests.push({ search: url.search, token: request.headers.get('authorization') });
      return status === 200
        ? HttpResponse.json({ items: [`page ${url.searchParams.get('offset')}`] })
        : HttpResponse.json({ message: 'token_expired' }, { status });
    }),
  );
  return requests;
}

const FIRST_PAGE = { path: 'contracts', versions: [2, 1], searchParams: { offset: 0, limit: 10 } } as const;

describe("a route's first calls, started before its page asks (decision 009)", () => {
  it("hands the answer to the page's same GET: the server is asked once", async () => {
    const requests = contractsServer();
    startEarlyCall(FIRST_PAGE);
    // The page asks with its own options object, its search in another order.
    await expect(
      api.get('contracts', { versions: [2, 1], searchParams: { limit: 10, offset: 0 } }),
    ).resolves.toEqual({ items: ['page 0'] });
    expect(requests).toEqual([{ search: '?offset=0&limit=10', token: 'Bearer session-1' }]);
  });

  it('hands it over once: a later same GET asks the server again', async () => {
    const requests = contractsServer();
    startEarlyCall(FIRST_PAGE);
    await api.get('contracts', FIRST_PAGE);
    await api.get('contracts', FIRST_PAGE);
    expect(requests).toHaveLength(2);
  });

  it('never hands it to another call: another search, version or session asks the server itself', async () => {
    const requests = contractsServer();
    startEarlyCall(FIRST_PAGE);
    await expect(
      api.get('contracts', { versions: [2, 1], searchParams: { offset: 10, limit: 10 } }),
    ).resolves.toEqual({ items: ['page 10'] });
    await api.get('contracts', { version: 2, searchParams: { offset: 0, limit: 10 } });
    Cookies.set('token', 'session-2');
    await api.get('contracts', FIRST_PAGE);
    expect(requests.map((r) => `${r.search} ${r.token}`)).toEqual([
      '?offset=0&limit=10 Bearer session-1', // the early call, never taken
      '?offset=10&limit=10 Bearer session-1',
      '?offset=0&limit=10 Bearer session-1',
      '?offset=0&limit=10 Bearer session-2',
    ]);
  });

  // The session's renewal replaces the token while the page's code is still arriving (it waits only for the first
  // screen to settle): the renewed token names the same session, whose answer the page takes; another customer's
  // token, or a read-only one of the same customer, never does.
  it("hands the answer over across the session's renewal, never to another customer or a read-only session", async () => {
    const requests = contractsServer();
    const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
    Cookies.set('token', jwt({ user_id: 'A', exp: 1 }));
    startEarlyCall(FIRST_PAGE);
    await waitForRequests(requests, 1);
    Cookies.set('token', jwt({ user_id: 'A', exp: 2 }));
    await api.get('contracts', FIRST_PAGE);
    expect(requests).toHaveLength(1);

    startEarlyCall(FIRST_PAGE);
    await waitForRequests(requests, 2);
    Cookies.set('token', jwt({ user_id: 'B', exp: 2 }));
    await api.get('contracts', FIRST_PAGE);
    Cookies.set('token', jwt({ user_id: 'A', exp: 2, readonly: true }));
    await api.get('contracts', FIRST_PAGE);
    // The early call under A's renewed token, never taken; then B's and the read-only session's own calls.
    const payloads = requests.map((r) => JSON.parse(atob(r.token?.split('.')[1] ?? '')) as object);
    expect(payloads).toHaveLength(4);
    expect(payloads.slice(1)).toEqual(
      expect.arrayContaining([
        { user_id: 'A', exp: 2 },
        { user_id: 'B', exp: 2 },
        { user_id: 'A', exp: 2, readonly: true },
      ]),
    );
  });

  // Issue 43 item 1: "Any 401 token_expired, from any call, opens the dialog" (customer-area §8), the early one too:
  // the expiry may hit that call only (the page's own call may never come, or come with a renewed token).
  it("a failed early call reports an expired session and is not handed over: the page's own call asks again", async () => {
    const requests = contractsServer(401);
    const expired = jest.fn();
    bus.on('session:expired', expired);
    try {
      startEarlyCall(FIRST_PAGE);
      await waitForRequests(requests, 1);
      await waitForCalls(expired, 1);
      expect(expired).toHaveBeenCalledWith({ source: 'http', token: 'session-1' });
      await expect(api.get('contracts', FIRST_PAGE)).rejects.toMatchObject({ status: 401 });
      expect(requests).toHaveLength(2);
      expect(expired).toHaveBeenCalledTimes(2);
    } finally {
      bus.off('session:expired', expired);
    }
  });

  it("an early call that fails after the page took it is asked again by the page's call", async () => {
    const call = { path: 'contracts', version: 2, searchParams: { offset: 0, limit: 10 } } as const;
    let answers = 0;
    server.use(
      http.get('/api/v2/contracts', () =>
        ++answers === 1
          ? HttpResponse.json({ message: 'server_error' }, { status: 503 })
          : HttpResponse.json({ items: ['again'] }),
      ),
    );
    startEarlyCall(call);
    await expect(api.get('contracts', call)).resolves.toEqual({ items: ['again'] });
    expect(answers).toBe(2);
  });

  // An unknown contract's detail was asked twice (v2 then v1, each time): the early call, then the page's own.
  it('hands over a failure that asking again would repeat (404): the server is asked once', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/:version/contracts/:name', ({ params }) => {
        asked.push(String(params.version));
        return HttpResponse.json({ message: 'not_found' }, { status: 404 });
      }),
    );
    const detail = { path: 'contracts/9999999', versions: [2, 1] } as const;
    // Failed before the page asks…
    startEarlyCall(detail);
    await waitForRequests(asked, 2);
    await expect(api.get('contracts/9999999', detail)).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual(['v2', 'v1']);
    // …or after it took the answer.
    startEarlyCall(detail);
    await expect(api.get('contracts/9999999', detail)).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual(['v2', 'v1', 'v2', 'v1']);
  });
});

describe('the parking of early answers', () => {
  afterEach(() => jest.useRealTimers());

  it('forgets an answer nobody took after EARLY_CALL_KEPT_MS', () => {
    jest.useFakeTimers();
    parkEarlyCall('k', Promise.resolve('answer'));
    jest.advanceTimersByTime(EARLY_CALL_KEPT_MS - 1);
    parkEarlyCall('kept', Promise.resolve('other'));
    jest.advanceTimersByTime(1);
    expect(takeEarlyCall('k')).toBeUndefined();
    expect(takeEarlyCall('kept')).toBeDefined();
  });
});

async function waitForRequests(requests: unknown[], count: number): Promise<void> {
  for (let i = 0; i < 50 && requests.length < count; i++) await new Promise((r) => setTimeout(r, 10));
}

async function waitForCalls(fn: jest.Mock, count: number): Promise<void> {
  for (let i = 0; i < 50 && fn.mock.calls.length < count; i++) await new Promise((r) => setTimeout(r, 10));
}
