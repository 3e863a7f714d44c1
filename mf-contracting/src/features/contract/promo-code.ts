// Promo codes and coupons (visitor-features §5 "Promo code": "Invalid shows an invalid-promotional message. Applied,
// already applied and invalid outcomes exist."; §7 GET /leads/validate-coupon/{coupon}/ answering valid).
import type { ValidateCouponResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';

export interface PromoCodeOptions {
  /** The promo code field is offered: features.promotionalCode, or a code came in the address. */
  enabled: boolean;
  /** The promocode query parameter, applied automatically (§4); empty when none. */
  fromQuery: string;
}

export type PromoOutcome =
  | { kind: 'applied'; code: string; description?: string }
  | { kind: 'alreadyApplied'; code: string }
  | { kind: 'invalid'; code: string };

/** The code as compared and sent: trimmed, upper case (the reference API matches codes that way). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** GET leads/validate-coupon/{coupon}/ (v1). */
export function validateCoupon(code: string): Promise<ValidateCouponResponse> {
  return api.get<ValidateCouponResponse>(`leads/validate-coupon/${encodeURIComponent(code)}/`, {
    version: 1,
  });
}

/**
 * The outcome of applying `typed` when `applied` is the code in use: the same code is already applied (no call); a
 * code the server says is valid is applied; one it refuses, or a failed call, is invalid.
 */
export async function applyPromoCode(typed: string, applied: string): Promise<PromoOutcome> {
  const code = normalizePromoCode(typed);
  if (code !== '' && code === normalizePromoCode(applied)) return { kind: 'alreadyApplied', code };
  if (code === '') return { kind: 'invalid', code };
  try {
    const answer = await validateCoupon(code);
    if (!answer.valid) return { kind: 'invalid', code };
    return {
      kind: 'applied',
      code: normalizePromoCode(answer.coupon || code),
      ...(answer.description ? { description: answer.description } : {}),
    };
  } catch {
    return { kind: 'invalid', code };
  }
}
