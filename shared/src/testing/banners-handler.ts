// The brand's banners (GET banners/{code}, v2) and the customer's coupons (GET user/coupons, v1) for a screen's tests:
// no banner by default, as for a brand without any.
import { http, HttpResponse } from 'msw';

export function bannersHandler(banners: Readonly<Record<string, string>> = {}) {
  return http.get('*/api/v2/banners/:code', ({ params }) =>
    HttpResponse.json({ banner: banners[String(params.code)] ?? '' }),
  );
}

/** The signed-in customer's coupons (GET user/coupons, v1) for a screen's tests: the one given, a welcome by default. */
export function couponsHandler(
  coupons: readonly { title: string; description: string }[] = [
    { title: 'Bienvenida', description: 'Precio de bienvenida el primer año' },
  ],
) {
  return http.get('*/api/v1/user/coupons', () => HttpResponse.json(coupons));
}
