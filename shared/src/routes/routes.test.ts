import { LOCALES, SETTINGS_DEFAULTS } from '@portal/shared/api-types';
import { DEFAULT_FLAGS } from '@portal/shared/settings';
import {
  enabledContractingRoutes,
  firstContractingRoute,
  ROUTE_KEYS,
  ROUTES,
  routeDefinition,
} from './catalogue';
import { matchRoute, pathTo, pathToRoute, translatePath, type PathParamNames } from './path';

describe('the route catalogue', () => {
  it('gives every route a path in each of the six locales', () => {
    for (const key of ROUTE_KEYS) {
      expect(Object.keys(ROUTES[key].paths).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(ROUTES[key].paths[locale]).toMatch(/^\//);
    }
  });

  it('never gives two route keys the same path in one locale', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const key of ROUTE_KEYS) {
        // Parameter names do not make two paths different for the router.
        const shape = ROUTES[key].paths[locale].replace(/:[A-Za-z]+/g, ':');
        expect({ locale, key, clash: seen.get(shape) }).toEqual({ locale, key, clash: undefined });
        seen.set(shape, key);
      }
    }
  });

  it('names a remote and module for every route the shell does not render itself', () => {
    for (const key of ROUTE_KEYS) {
      const route = routeDefinition(key);
      expect(Boolean(route.shellPage) || Boolean(route.remote && route.module)).toBe(true);
    }
  });
});

describe('pathTo', () => {
  it('fills the parameters of the path in the locale', () => {
    const params = { contractType: 'electricity', contractName: 'ES0001' };
    expect(pathTo('contractInvoices', params, 'es-ES')).toBe('/contratos/electricity/ES0001/facturas');
    expect(pathTo('contractInvoices', params, 'en-US')).toBe('/contracts/electricity/ES0001/invoices');
    expect(pathTo('contractInvoices', params, 'ca-ES')).toBe('/contractes/electricity/ES0001/factures');
    expect(pathTo('login', {}, 'de-DE')).toBe('/anmelden');
  });

  it('encodes parameter values and refuses a missing one', () => {
    expect(pathTo('requestDetail', { id: 'a b/c' }, 'en-US')).toBe('/requests/a%20b%2Fc');
    expect(() => pathToRoute('requestDetail', {}, 'en-US')).toThrow('missing parameter id');
  });

  it('types the parameters from the catalogue: a route with parameters does not compile without them', () => {
    // @ts-expect-error contractDetail needs contractType and contractName
    expect(() => pathTo('contractDetail')).toThrow('missing parameter');
    // @ts-expect-error a parameter is missing
    expect(() => pathTo('contractDetail', { contractType: 'gas' })).toThrow('missing parameter contractName');
    // @ts-expect-error login has no parameters
    expect(pathTo('login', { id: 1 }, 'en-US')).toBe('/login');
    const names: PathParamNames<'/contratos/:contractType/:contractName/facturas'>[] = [
      'contractType',
      'contractName',
    ];
    expect(names).toHaveLength(2);
  });

  it('gives a route the same parameters in every locale (the types read them from the Spanish path)', () => {
    const params = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
    for (const key of ROUTE_KEYS) {
      for (const locale of LOCALES)
        expect(params(ROUTES[key].paths[locale])).toEqual(params(ROUTES[key].paths['es-ES']));
    }
  });
});

describe('matchRoute', () => {
  it('finds the route, locale and decoded parameters of a path', () => {
    expect(matchRoute('/contratos/gas/ES%20001', 'es-ES')).toEqual({
      key: 'contractDetail',
      locale: 'es-ES',
      params: { contractType: 'gas', contractName: 'ES 001' },
    });
    expect(matchRoute('/factures/', 'ca-ES')).toMatchObject({ key: 'invoices', locale: 'ca-ES' });
  });

  it('prefers static segments to parameters, as the router does', () => {
    expect(matchRoute('/solicitudes/crear', 'es-ES')).toMatchObject({ key: 'requestCreate' });
    expect(matchRoute('/solicitudes/42', 'es-ES')).toMatchObject({
      key: 'requestDetail',
      params: { id: '42' },
    });
    expect(matchRoute('/contratos/C1/comunicaciones', 'es-ES')).toMatchObject({
      key: 'contractCommunications',
    });
  });

  it('prefers the given locale where a path exists in several', () => {
    expect(matchRoute('/facturas', 'gl-ES')).toMatchObject({ key: 'invoices', locale: 'gl-ES' });
    expect(matchRoute('/facturas', 'es-ES')).toMatchObject({ key: 'invoices', locale: 'es-ES' });
  });

  it('is undefined for a path outside the catalogue', () => {
    expect(matchRoute('/nowhere/at/all', 'es-ES')).toBeUndefined();
  });

  it('answers a path it matched before the same way, whatever a caller did with the first answer', () => {
    const first = matchRoute('/contratos/gas/ES001', 'es-ES');
    if (first) first.params.contractName = 'changed';
    expect(matchRoute('/contratos/gas/ES001', 'es-ES')?.params).toEqual({
      contractType: 'gas',
      contractName: 'ES001',
    });
    // The same path read in another locale is its own question.
    expect(matchRoute('/facturas', 'es-ES')?.locale).toBe('es-ES');
    expect(matchRoute('/facturas', 'gl-ES')?.locale).toBe('gl-ES');
  });
});

describe('translatePath', () => {
  it('gives the same page in another locale, for the language selector', () => {
    expect(translatePath('/contratos/electricity/ES1/facturas', 'es-ES', 'en-US')).toBe(
      '/contracts/electricity/ES1/invoices',
    );
    expect(translatePath('/contracts/electricity/ES1/invoices', 'en-US', 'ca-ES')).toBe(
      '/contractes/electricity/ES1/factures',
    );
    expect(translatePath('/contractes/electricity/ES1/factures', 'ca-ES', 'es-ES')).toBe(
      '/contratos/electricity/ES1/facturas',
    );
    expect(translatePath('/acceso', 'es-ES', 'en-US')).toBe('/login');
    expect(translatePath('/recordar-clau', 'ca-ES', 'es-ES')).toBe('/recordar-clave');
  });

  it('goes to the root for a path outside the catalogue', () => {
    expect(translatePath('/nowhere', 'es-ES', 'en-US')).toBe('/');
  });
});

describe('firstContractingRoute: "in the order dual, electricity, gas, else invoices"', () => {
  const ctx = { settings: { ...SETTINGS_DEFAULTS }, flags: { ...DEFAULT_FLAGS } };
  const withFlags = (flags: Partial<typeof SETTINGS_DEFAULTS>) => ({
    ...ctx,
    settings: { ...SETTINGS_DEFAULTS, ...flags },
  });
  // The gas route alone, and nothing enabled (mf-auth's promo-code and new-customer redirects use the same rule).
  it('takes the only enabled one', () => {
    expect(
      firstContractingRoute(
        withFlags({ 'contractation.dual.enabled': true, 'contractation.gas.enabled': true }),
      ),
    ).toBe('newDualCustomer');
  });
  it('prefers dual, then electricity, then gas', () => {
    expect(
      firstContractingRoute(
        withFlags({
          'contractation.dual.enabled': true,
          'contractation.electricity.enabled': true,
          'contractation.gas.enabled': true,
        }),
      ),
    ).toBe('newDualCustomer');
    expect(firstContractingRoute(withFlags({ 'contractation.gas.enabled': true }))).toBe('newGasCustomer');
  });
  it('lists every enabled flow in that order (the contract buttons of the remotes)', () => {
    expect(
      enabledContractingRoutes(
        withFlags({ 'contractation.gas.enabled': true, 'contractation.electricity.enabled': true }),
      ),
    ).toEqual(['newElectricityCustomer', 'newGasCustomer']);
    expect(enabledContractingRoutes(ctx)).toEqual([]);
  });
  it('falls back to invoices', () => {
    expect(firstContractingRoute(ctx)).toBe('invoices');
  });
});
