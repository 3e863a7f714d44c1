// visitor-features §5 "Promo code": "Invalid shows an invalid-promotional message. Applied, already applied and
// invalid outcomes exist."; §7 GET /leads/validate-coupon/{coupon}/ answering valid.
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { applyPromoCode, normalizePromoCode } from './promo-code';

let checked: string[] = [];
setupTestServer(
  http.get('/api/v1/leads/validate-coupon/:coupon/', ({ params }) => {
    const coupon = String(params.coupon);
    checked.push(coupon);
    if (coupon === 'BROKEN') return HttpResponse.json({ errors: { coupon: 'x' } }, { status: 400 });
    return HttpResponse.json(
      coupon === 'BIENVENIDA'
        ? { valid: true, coupon, description: 'Precio de bienvenida el primer año' }
        : { valid: false, coupon },
    );
  }),
);
beforeEach(() => {
  resetPortalState();
  checked = [];
});

describe('applyPromoCode', () => {
  it('a code the server validates is applied, with its description', async () => {
    expect(await applyPromoCode(' bienvenida ', '')).toEqual({
      kind: 'applied',
      code: 'BIENVENIDA',
      description: 'Precio de bienvenida el primer año',
    });
    expect(checked).toEqual(['BIENVENIDA']);
  });

  it('the code in use is already applied, without asking again', async () => {
    expect(await applyPromoCode('Bienvenida', 'BIENVENIDA')).toEqual({
      kind: 'alreadyApplied',
      code: 'BIENVENIDA',
    });
    expect(checked).toEqual([]);
  });

  it('a code the server refuses, a failed call or an empty code is invalid', async () => {
    expect(await applyPromoCode('CADUCADO', '')).toEqual({ kind: 'invalid', code: 'CADUCADO' });
    expect(await applyPromoCode('BROKEN', '')).toEqual({ kind: 'invalid', code: 'BROKEN' });
    expect(await applyPromoCode('  ', '')).toEqual({ kind: 'invalid', code: '' });
    expect(checked).toEqual(['CADUCADO', 'BROKEN']);
  });

  it('normalises codes', () => {
    expect(normalizePromoCode(' verano2026 ')).toBe('VERANO2026');
  });
});
