// The brand's dynamic server pages as the API answers them in the shell's tests: one page, "Our tariffs" (/d/tarifas/7, in Spanish
// "Nuestras tarifas"),
// and how many times they were asked for.
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { registerRemotes, resetShellState } from './reset-shell';

export interface ServerPagesApi {
  handler: ReturnType<typeof http.get>;
  /** How many times the page list was asked for since `reset`. */
  asked: () => number;
  reset: () => void;
}

export function serverPagesApi(): ServerPagesApi {
  let asked = 0;
  return {
    // In the request's language, as the API answers (Spanish: "Nuestras tarifas").
    handler: http.get('*/api/v2/ov_customize/html_dinamic_routes', ({ request }) => {
      asked += 1;
      const spanish = request.headers.get('accept-language')?.startsWith('es');
      const title = spanish ? 'Nuestras tarifas' : 'Our tariffs';
      return HttpResponse.json({
        data: [{ id: 7, route_path: 'tarifas', btn_title: title, btn_description: 'x' }],
      });
    }),
    asked: () => asked,
    reset: () => {
      asked = 0;
    },
  };
}

/**
 * The menus' tests (side bar, menu button): the server pages' API, counted from zero in each test, and the shell
 * reset with every remote registered before each test.
 */
export function setupMenuTests(): ServerPagesApi {
  const serverPages = serverPagesApi();
  setupTestServer(serverPages.handler);
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    serverPages.reset();
    resetPortalState();
    resetShellState();
    registerRemotes();
  });
  return serverPages;
}
