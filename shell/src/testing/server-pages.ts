// The brand's dynamic server pages as the API answers them in the shell's tests: one page, "Our tariffs" (/d/tarifas/7),
// and how many times they were asked for.
import { http, HttpResponse } from 'msw';

export interface ServerPagesApi {
  handler: ReturnType<typeof http.get>;
  /** How many times the page list was asked for since `reset`. */
  asked: () => number;
  reset: () => void;
}

export function serverPagesApi(): ServerPagesApi {
  let asked = 0;
  return {
    handler: http.get('*/api/v2/ov_customize/html_dinamic_routes', () => {
      asked += 1;
      return HttpResponse.json({
        data: [{ id: 7, route_path: 'tarifas', btn_title: 'Our tariffs', btn_description: 'x' }],
      });
    }),
    asked: () => asked,
    reset: () => {
      asked = 0;
    },
  };
}
