// The brand's banners (GET banners/{code}, v2) for a screen's tests: none by default, as for a brand without any.
import { http, HttpResponse } from 'msw';

export function bannersHandler(banners: Readonly<Record<string, string>> = {}) {
  return http.get('*/api/v2/banners/:code', ({ params }) =>
    HttpResponse.json({ banner: banners[String(params.code)] ?? '' }),
  );
}
