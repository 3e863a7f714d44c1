import { resetPortalState } from '@portal/shared/testing';
import { SETTINGS_DEFAULTS } from '@portal/shared/settings';
import { afterLoginTarget, type AfterLoginInput } from './after-login';

const ctx = { settings: { ...SETTINGS_DEFAULTS }, flags: { 'coupons.coupon': false, 'crm.case': false } };
const base: AfterLoginInput = {
  redirect: undefined,
  searchParams: undefined,
  newCustomer: false,
  onPublicPage: true,
  ctx,
};

beforeEach(() => resetPortalState());

describe('afterLoginTarget', () => {
  it('"After login the default redirect is the homepage"', () => {
    expect(afterLoginTarget(base)).toEqual({ path: '/' });
  });

  it('stays on the page when the login happened on a non-public page (refresh, token in the address)', () => {
    expect(afterLoginTarget({ ...base, onPublicPage: false })).toBeUndefined();
  });

  // Issue 42 finding 8: a stored redirect that is not a portal path (another site, a tab-led `/\t/host`) is not
  // followed: the login goes to the default landing.
  it.each([
    '/\t/evil.example',
    '/%09/evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('does not follow the stored redirect %j', (path) => {
    expect(afterLoginTarget({ ...base, redirect: { path } })).toEqual({ path: '/' });
    expect(afterLoginTarget({ ...base, redirect: { path }, onPublicPage: false })).toBeUndefined();
  });

  it('follows a stored redirect with its query', () => {
    expect(afterLoginTarget({ ...base, redirect: { path: '/requests' }, searchParams: '?page=2' })).toEqual({
      path: '/requests?page=2',
    });
  });

  it('opens the contract detail for a stored contract action, at the consumption hash for consumption', () => {
    expect(
      afterLoginTarget({
        ...base,
        redirect: { path: '/', action: { contractName: 'C1', action: 'powChange' } },
      }),
    ).toEqual({ path: '/contracts/electricity/C1', action: { contractName: 'C1', action: 'powChange' } });
    expect(
      afterLoginTarget({
        ...base,
        redirect: { path: '/', action: { contractName: 'C1', action: 'consumption' } },
      })?.path,
    ).toBe('/contracts/electricity/C1#consumption');
  });

  it('opens the gas contract detail for an action on a gas contract', () => {
    expect(
      afterLoginTarget({
        ...base,
        redirect: { path: '/', action: { contractName: 'G1', contractType: 'gas', action: 'ibanChange' } },
      }),
    ).toEqual({ path: '/contracts-gas/G1', action: { contractName: 'G1', action: 'ibanChange' } });
  });

  it('keeps an action without a contract pending, on the contracts list of its type', () => {
    expect(afterLoginTarget({ ...base, redirect: { path: '/', action: { action: 'powChange' } } })).toEqual({
      path: '/contracts/electricity',
      pending: { action: 'powChange' },
    });
    expect(
      afterLoginTarget({
        ...base,
        redirect: { path: '/', action: { action: 'download', contractType: 'gas' } },
      }),
    ).toEqual({ path: '/contracts/gas', pending: { action: 'download', contractType: 'gas' } });
  });

  it('"New customers, or a visitor arriving with a promo code, go to the first enabled contracting route"', () => {
    const settings = {
      ...SETTINGS_DEFAULTS,
      'contractation.gas.enabled': true,
      'contractation.electricity.enabled': true,
    };
    expect(afterLoginTarget({ ...base, newCustomer: true, ctx: { ...ctx, settings } })).toEqual({
      path: '/new-electricity-customer',
    });
    expect(afterLoginTarget({ ...base, searchParams: '?promocode=X', ctx: { ...ctx, settings } })).toEqual({
      path: '/new-electricity-customer?promocode=X',
    });
  });
});
