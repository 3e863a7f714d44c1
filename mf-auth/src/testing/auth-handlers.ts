// MSW handlers with the spec's shapes (customer-area §7 "Authentication"; visitor-features §7 user/reset).
import { delay, http, HttpResponse } from 'msw';
import { testToken } from './tokens';

export const DEMO_USER = '12345678Z';
export const DEMO_PASSWORD = 'Demo-2026';

export const getTokenHandler = http.post('/auth/get_token', async ({ request }) => {
  const body = (await request.json()) as { user: string; password: string };
  if (body.user === DEMO_USER && body.password === DEMO_PASSWORD) {
    return HttpResponse.json({ token: testToken() });
  }
  return HttpResponse.json({ message: 'Invalid credentials' }, { status: 403 });
});

/** `path` answers `status` with `body`; after `waitMs` when a test looks at the page while the request runs. */
export function failWith(
  method: 'post' | 'put' | 'get',
  path: string,
  status: number,
  body: object = {},
  waitMs = 0,
) {
  return http[method](path, async () => {
    if (waitMs > 0) await delay(waitMs);
    return HttpResponse.json(body, { status });
  });
}
