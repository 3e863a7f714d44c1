import { promoCodeSearch } from './after-login-navigator';

describe('promoCodeSearch', () => {
  // visitor-features §2: "a visitor arriving with a promo code [goes] to the first enabled contracting route".
  it('keeps only the promo code of the login page query', () => {
    expect(promoCodeSearch('?redirect=%2Fperfil&promocode=WELCOME')).toBe('?promocode=WELCOME');
  });

  it('carries nothing when there is no promo code (the ?redirect= is not the destination’s)', () => {
    expect(promoCodeSearch('?redirect=%2Fperfil')).toBeUndefined();
    expect(promoCodeSearch('')).toBeUndefined();
  });
});
