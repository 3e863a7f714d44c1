import { initialSettingsState } from '@portal/shared/settings';
import { contractDetailFirstCalls, contractListFirstCalls } from './first-calls';
import type { FirstCallsContext } from './types';

function context(overrides: Partial<FirstCallsContext> = {}): FirstCallsContext {
  const { settings, flags } = initialSettingsState();
  return {
    settings: { ...settings, displayTypes: ['electricity', 'gas', 'multipoint'], showCoupons: true },
    flags: { ...flags, 'coupons.coupon': true },
    params: { contractType: 'electricity' },
    search: new URLSearchParams(),
    locale: 'ca-ES',
    signedIn: true,
    ...overrides,
  };
}

describe("the contracts pages' first calls (decision 009)", () => {
  it("lists the address' type at its first page, with the brand's page size, then the coupon banners", () => {
    expect(contractListFirstCalls(context())).toEqual([
      { path: 'contracts', versions: [2, 1], searchParams: { offset: 0, limit: 10 } },
      { path: 'user/coupons', version: 1, searchParams: { lang: 'ca-ES' } },
    ]);
    const gas = contractListFirstCalls(context({ params: { contractType: 'gas' } }));
    expect(gas[0]?.searchParams).toEqual({ offset: 0, limit: 100, type: 'gas' });
    const all = contractListFirstCalls(context({ params: { contractType: 'multipoint' } }));
    expect(all[0]?.searchParams).toEqual({ offset: 0, limit: 10, type: 'all' });
  });

  it('asks for coupons only when the flag, the brand and a session let the banners show', () => {
    const base = context();
    expect(contractListFirstCalls({ ...base, signedIn: false })).toHaveLength(1);
    expect(
      contractListFirstCalls({ ...base, settings: { ...base.settings, showCoupons: false } }),
    ).toHaveLength(1);
    expect(
      contractListFirstCalls({ ...base, flags: { ...base.flags, 'coupons.coupon': false } }),
    ).toHaveLength(1);
  });

  it('declares none when the page reads its own place or sends the address elsewhere', () => {
    expect(contractListFirstCalls(context({ search: new URLSearchParams('q=mayor') }))).toEqual([]);
    const electricityOnly = context();
    electricityOnly.settings = { ...electricityOnly.settings, displayTypes: ['electricity'] };
    expect(contractListFirstCalls({ ...electricityOnly, params: { contractType: 'gas' } })).toEqual([]);
    expect(contractListFirstCalls(context({ params: { contractType: 'water' } }))).toEqual([]);
  });

  it("asks for a contract's detail and its type's contracts for the switcher", () => {
    expect(contractDetailFirstCalls('gas')(context({ params: { contractName: '00/2' } }))).toEqual([
      { path: 'contracts/00%2F2', versions: [2, 1] },
      { path: 'contracts', versions: [2, 1], searchParams: { offset: 0, limit: 99999, type: 'gas' } },
    ]);
    expect(contractDetailFirstCalls('electricity')(context({ params: {} }))).toEqual([]);
  });
});
