import { i18n } from '@lingui/core';
import type { RouteContext } from '@portal/shared/routes';
import { DEFAULT_FLAGS, SETTINGS_DEFAULTS, type PortalSettings } from '@portal/shared/settings';
import { redirectFromSearch, safeInternalPath } from './post-login-redirect';

const settings = (over: Partial<PortalSettings> = {}): RouteContext => ({
  settings: { ...SETTINGS_DEFAULTS, ...over },
  flags: DEFAULT_FLAGS,
});

beforeAll(() => i18n.loadAndActivate({ locale: 'es-ES', messages: {} }));

describe('redirectFromSearch', () => {
  it('a portal path in ?redirect=', () => {
    expect(redirectFromSearch(new URLSearchParams('redirect=/perfil'), settings())).toEqual({
      redirect: { path: '/perfil' },
    });
  });
  it('a contract action with its contract; an unknown action is ignored', () => {
    expect(redirectFromSearch(new URLSearchParams('action=ibanChange&contract=0002'), settings())).toEqual({
      redirect: { path: '/contratos/electricity', action: { contractName: '0002', action: 'ibanChange' } },
    });
    expect(
      redirectFromSearch(new URLSearchParams('action=format&contract=0002'), settings()),
    ).toBeUndefined();
  });
  it('an action without a contract is kept (the contracts list asks which one); a gas contract says so', () => {
    expect(redirectFromSearch(new URLSearchParams('action=powChange'), settings())).toEqual({
      redirect: { path: '/contratos/electricity', action: { action: 'powChange' } },
    });
    expect(
      redirectFromSearch(new URLSearchParams('action=ibanChange&contract=G7&contractType=gas'), settings()),
    ).toEqual({
      redirect: {
        path: '/contratos/gas',
        action: { action: 'ibanChange', contractName: 'G7', contractType: 'gas' },
      },
    });
  });
  it('a promo code leads to contracting with the code', () => {
    expect(
      redirectFromSearch(
        new URLSearchParams('promocode=SUMMER'),
        settings({ 'contractation.electricity.enabled': true }),
      ),
    ).toEqual({ redirect: { path: '/nuevo-cliente-electricidad' }, searchParams: '?promocode=SUMMER' });
  });
  it('never another site', () => {
    for (const path of ['//evil.example', 'https://evil.example', '/\\evil.example', 'perfil']) {
      expect(safeInternalPath(path)).toBeUndefined();
    }
  });
});

// Issue 42 finding 8: `?redirect=/%09/evil.example` ended on the crash page after sign-in.
describe('a redirect that is not a portal path', () => {
  it.each([
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'javascript%3Aalert(1)',
  ])('?redirect=%s is not followed (the login goes to its default landing)', (value) => {
    const search = new URLSearchParams();
    search.set('redirect', value);
    expect(redirectFromSearch(search, settings())).toBeUndefined();
    // As the address bar gives it: the query's own decoding turns %09 into a tab.
    expect(
      redirectFromSearch(new URLSearchParams(`redirect=${encodeURIComponent(value)}`), settings()),
    ).toBeUndefined();
    expect(redirectFromSearch(new URLSearchParams(`redirect=${value}`), settings())).toBeUndefined();
  });

  it('keeps the contract action but not the hostile path', () => {
    expect(
      redirectFromSearch(new URLSearchParams('redirect=/%2509/evil.example&action=powChange'), settings()),
    ).toEqual({ redirect: { path: '/contratos/electricity', action: { action: 'powChange' } } });
  });
});
