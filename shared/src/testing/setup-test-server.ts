// MSW in jest: one server per test file, unhandled requests fail the test, handlers reset after each test.
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { configureTestHttp } from './reset-portal-state';

export function setupTestServer(...handlers: RequestHandler[]): SetupServerApi {
  const server = setupServer(...handlers);
  beforeAll(() => {
    configureTestHttp();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
