import { type FirstCallsContext, firstCallsOf } from '@portal/shared/routes';
import { initialSettingsState } from '@portal/shared/settings';
import { firstCalls } from './first-calls';

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

const list = (ctx: FirstCallsContext) => firstCallsOf(firstCalls, 'contracts', ctx);

describe("the contracts pages' first calls, as this remote publishes them (decision 009)", () => {
  it("lists the address' type at its first page, with the brand's page size, then the coupon banners", () => {
    expect(list(context())).toEqual([
      { path: 'contracts', versions: [2, 1], searchParams: { offset: 0, limit: 10 } },
      { path: 'user/coupons', version: 1, searchParams: { lang: 'ca-ES' } },
    ]);
    const gas = list(context({ params: { contractType: 'gas' } }));
    expect(gas[0]?.searchParams).toEqual({ offset: 0, limit: 100, type: 'gas' });
    const all = list(context({ params: { contractType: 'multipoint' } }));
    expect(all[0]?.searchParams).toEqual({ offset: 0, limit: 10, type: 'all' });
  });

  it('asks for coupons only when the flag, the brand and a session let the banners show', () => {
    const base = context();
    expect(list({ ...base, signedIn: false })).toHaveLength(1);
    expect(list({ ...base, settings: { ...base.settings, showCoupons: false } })).toHaveLength(1);
    expect(list({ ...base, flags: { ...base.flags, 'coupons.coupon': false } })).toHaveLength(1);
  });

  it('declares none when the page reads its own place or sends the address elsewhere', () => {
    expect(list(context({ search: new URLSearchParams('q=mayor') }))).toEqual([]);
    const electricityOnly = context();
    electricityOnly.settings = { ...electricityOnly.settings, displayTypes: ['electricity'] };
    expect(list({ ...electricityOnly, params: { contractType: 'gas' } })).toEqual([]);
    expect(list(context({ params: { contractType: 'water' } }))).toEqual([]);
  });

  it("asks for a contract's detail and its type's contracts for the switcher", () => {
    expect(
      firstCallsOf(firstCalls, 'gasContractDetail', context({ params: { contractName: '00/2' } })),
    ).toEqual([
      { path: 'contracts/00%2F2', versions: [2, 1] },
      { path: 'contracts', versions: [2, 1], searchParams: { offset: 0, limit: 99999, type: 'gas' } },
    ]);
    // Without the contract's name, its own call cannot be built; the switcher's list still can.
    expect(firstCallsOf(firstCalls, 'contractDetail', context({ params: {} }))).toEqual([
      { path: 'contracts', versions: [2, 1], searchParams: { offset: 0, limit: 99999 } },
    ]);
  });
});
