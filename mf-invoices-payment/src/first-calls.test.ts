import { type FirstCallsContext, firstCallsOf } from '@portal/shared/routes';
import { initialSettingsState } from '@portal/shared/settings';
import { firstCalls } from './first-calls';

function context(overrides: Partial<FirstCallsContext> = {}): FirstCallsContext {
  const { settings, flags } = initialSettingsState();
  return {
    settings: { ...settings, displayTypes: ['electricity', 'gas'], showCoupons: true },
    flags: { ...flags, 'coupons.coupon': true },
    params: {},
    search: new URLSearchParams(),
    locale: 'ca-ES',
    signedIn: true,
    ...overrides,
  };
}

const withTypes = (displayTypes: FirstCallsContext['settings']['displayTypes']) => {
  const ctx = context();
  return { ...ctx, settings: { ...ctx.settings, displayTypes } };
};

describe("the invoices page's first calls, as this remote publishes them (decision 009)", () => {
  it("asks for the first tab's first page at the brand's page size, its chart, the coupons and the banner", () => {
    expect(firstCallsOf(firstCalls, 'invoices', context())).toEqual([
      { path: 'invoices/', version: 1, searchParams: { offset: 0, limit: 100 } },
      { path: 'invoices/chart/', version: 2, searchParams: { type: 'electricity', max_contracts: 10 } },
      { path: 'user/coupons', version: 1, searchParams: { lang: 'ca-ES' } },
      { path: 'banners/invoices', version: 2 },
    ]);
  });

  it("follows the brand's first display type (customer-area §2: the first configured type is the default tab)", () => {
    const paths = (types: FirstCallsContext['settings']['displayTypes']) =>
      firstCallsOf(firstCalls, 'invoices', withTypes(types)).map((call) => `${call.path} v${call.version}`);
    expect(paths(['gas', 'electricity']).slice(0, 2)).toEqual(['invoices/ v2', 'invoices/chart/ v2']);
    expect(paths(['multipoint']).slice(0, 2)).toEqual(['invoices_multipoint/ v2', 'invoices/chart/ v2']);
    expect(firstCallsOf(firstCalls, 'invoicesMultipoint', context())[1]).toEqual({
      path: 'invoices/chart/',
      version: 2,
      searchParams: { type: 'multipoint' },
    });
  });

  it('declares none for an address with its own tab, page, size or filter: the page reads it and asks itself', () => {
    for (const search of ['type=gas', 'page=2', 'size=25', 'number=F2', 'from=2026-01-01'])
      expect(firstCallsOf(firstCalls, 'invoices', context({ search: new URLSearchParams(search) }))).toEqual(
        [],
      );
  });

  it('asks for coupons only when the flag, the brand and a session let the banners show', () => {
    const base = context();
    const count = (ctx: FirstCallsContext) => firstCallsOf(firstCalls, 'invoices', ctx).length;
    expect(count({ ...base, signedIn: false })).toBe(3);
    expect(count({ ...base, settings: { ...base.settings, showCoupons: false } })).toBe(3);
    expect(count({ ...base, flags: { ...base.flags, 'coupons.coupon': false } })).toBe(3);
  });
});
