// Issue 15 finding 10: "Blocked sessionStorage crashes the page". With storage blocked, reading window.sessionStorage
// throws a SecurityError; the platform's stores must carry on without it (the OpenID round trip's case is tested
// with its client, mf-auth/src/features/oidc/api/oidc-client.test.ts).
import { resetPortalState } from '@portal/shared/testing';
import { safeSessionStorage, safeStorage } from './storage';
import { authStore } from './store';

beforeEach(resetPortalState);
afterEach(() => jest.restoreAllMocks());

function blockSessionStorage(): void {
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

describe('guarded storage', () => {
  it('reads and writes the storage when it is available', () => {
    expect(safeSessionStorage.set('portal.test', 'value')).toBe(true);
    expect(sessionStorage.getItem('portal.test')).toBe('value');
    expect(safeSessionStorage.get('portal.test')).toBe('value');
    safeSessionStorage.remove('portal.test');
    expect(sessionStorage.getItem('portal.test')).toBeNull();
  });

  it('reads as empty and forgets, without throwing, when the storage is blocked (SecurityError)', () => {
    blockSessionStorage();
    expect(() => window.sessionStorage).toThrow('insecure');
    expect(safeSessionStorage.get('portal.test')).toBeUndefined();
    expect(safeSessionStorage.set('portal.test', 'value')).toBe(false);
    expect(() => safeSessionStorage.remove('portal.test')).not.toThrow();
  });

  it('answers false when the storage is full (QuotaExceededError on setItem)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const storage = safeStorage('sessionStorage', { sessionStorage: full } as unknown as Window);
    expect(storage.set('portal.test', 'value')).toBe(false);
  });
});

describe('with sessionStorage blocked', () => {
  beforeEach(blockSessionStorage);

  it('the auth store keeps, follows and forgets a redirect in memory, and logs out', () => {
    const store = authStore.getState();
    expect(() => store.setRedirect({ path: '/facturas' }, 'page=2')).not.toThrow();
    expect(authStore.getState().takeRedirect()).toEqual({
      redirect: { path: '/facturas' },
      searchParams: 'page=2',
    });
    store.loginSuccess('some.token.sig');
    expect(() => authStore.getState().logout('user')).not.toThrow();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});
