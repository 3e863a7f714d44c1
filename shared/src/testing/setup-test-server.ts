// MSW in jest: one server per test file, unhandled requests fail the test, handlers reset after each test.
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { configureTestHttp } from './reset-portal-state';

export function setupTestServer(...handlers: RequestHandler[]): SetupServerApi {
  const server = setupServer(...handlers);
  // MSW's `error` strategy prints the request and answers it with a network error, which a screen may well survive
  // (its error state, a retry): the test passed and the output carried the warning. Each is collected and fails the
  // test it happened in, so that a call the test did not mean to make cannot pass unnoticed.
  const unhandled: string[] = [];
  beforeAll(() => {
    configureTestHttp();
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    });
  });
  afterEach(() => {
    server.resetHandlers();
    const calls = unhandled.splice(0);
    if (calls.length) throw new Error(`Requests without an MSW handler: ${calls.join(', ')}`);
  });
  afterAll(() => server.close());
  return server;
}
