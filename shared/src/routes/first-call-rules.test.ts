import type { DisplayType } from '@portal/shared/api-types';
import { initialSettingsState } from '@portal/shared/settings';
import { type FirstCallDeclarations, firstCallsOf } from './first-call-rules';
import type { FirstCallsContext } from './types';

function context(overrides: Partial<FirstCallsContext> = {}): FirstCallsContext {
  const { settings, flags } = initialSettingsState();
  return {
    settings: { ...settings, displayTypes: ['electricity'], showCoupons: true },
    flags,
    params: { contractType: 'electricity', contractName: 'a b/c' },
    search: new URLSearchParams(),
    locale: 'gl-ES',
    signedIn: true,
    ...overrides,
  };
}

describe("a remote's published first calls, read by the shell (decision 009)", () => {
  it('fills placeholders: parameters encoded in the path, settings keeping their type, the locale', () => {
    const declarations: FirstCallDeclarations = {
      contracts: [
        {
          path: 'contracts/{params:contractName}/items',
          versions: [2, 1],
          searchParams: { limit: '{settings:contracts.itemsPerPage}', lang: '{locale}', q: 'x-{locale}' },
        },
      ],
    };
    expect(firstCallsOf(declarations, 'contracts', context())).toEqual([
      {
        path: 'contracts/a%20b%2Fc/items',
        versions: [2, 1],
        searchParams: { limit: 10, lang: 'gl-ES', q: 'x-gl-ES' },
      },
    ]);
  });

  it('starts a call only when every condition holds', () => {
    const declarations: FirstCallDeclarations = {
      invoices: [
        { path: 'a', version: 1, when: { noSearch: true } },
        { path: 'b', version: 1, when: { params: { contractType: 'gas' } } },
        { path: 'c', version: 1, when: { displayed: '{params:contractType}' } },
        { path: 'd', version: 1, when: { settings: ['showCoupons'], signedIn: true } },
        { path: 'e', version: 1, when: { flags: ['coupons.coupon'] } },
      ],
    };
    const paths = (ctx: FirstCallsContext) => firstCallsOf(declarations, 'invoices', ctx).map((c) => c.path);
    expect(paths(context())).toEqual(['a', 'c', 'd']);
    expect(paths(context({ search: new URLSearchParams('page=2'), signedIn: false }))).toEqual(['c']);
    expect(paths(context({ params: { contractType: 'gas' } }))).toEqual(['a', 'b', 'd']);
  });

  it("starts a default tab's call only for the brand's first displayed type", () => {
    const declarations: FirstCallDeclarations = {
      invoices: [
        { path: 'electricity', version: 1, when: { firstDisplayed: 'electricity' } },
        { path: 'gas', version: 1, when: { firstDisplayed: 'gas' } },
      ],
    };
    const paths = (displayTypes: DisplayType[]) =>
      firstCallsOf(declarations, 'invoices', {
        ...context(),
        settings: { ...context().settings, displayTypes },
      }).map((c) => c.path);
    expect(paths(['gas', 'electricity'])).toEqual(['gas']);
    expect(paths(['electricity', 'gas'])).toEqual(['electricity']);
    expect(paths([])).toEqual([]);
  });

  it('leaves out what it cannot read: another shape, or a placeholder without a plain value', () => {
    const received: unknown = {
      contracts: [
        { path: 'ok', version: 1 },
        { path: 42 },
        { path: 'bad-version', version: 7 },
        { path: 'no-value/{params:missing}', version: 1 },
        { path: 'object-setting', version: 1, searchParams: { x: '{settings:displayTypes}' } },
        'not a declaration',
      ],
      invoices: 'not a list',
    };
    expect(firstCallsOf(received, 'contracts', context())).toEqual([{ path: 'ok', version: 1 }]);
    expect(firstCallsOf(received, 'invoices', context())).toEqual([]);
    expect(firstCallsOf(undefined, 'contracts', context())).toEqual([]);
  });
});
