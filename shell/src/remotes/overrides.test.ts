// Issue 48 item 4: "A remote's team points a running portal at its own build of one remote (for example
// `?override=mf_contracts@http://localhost:8082/mf-manifest.json`) … kept for that browser until reset … Allowed only
// where the deployment's configuration allows overrides and only for origins it lists (off by default in production)."
import {
  applyOverrides,
  OVERRIDE_VERSION,
  parseOverride,
  parseOverrideSettings,
  readStoredOverrides,
  validateOverride,
} from './overrides';
import type { RegistryEntry } from './registry';

const LOCAL = 'http://localhost:8082/mf-manifest.json';
const ALLOWED = { allowedOrigins: ['http://localhost:8082'] };
const REGISTRY: RegistryEntry[] = [
  {
    name: 'mf_contracts',
    manifest: 'https://cdn.example/mf_contracts/1.0.0/mf-manifest.json',
    version: '1.0.0',
  },
  {
    name: 'mf_invoices_payment',
    manifest: 'https://cdn.example/mf_invoices_payment/2.0.0/mf-manifest.json',
    version: '2.0.0',
    canary: {
      cohort: 'canary',
      share: 0.5,
      draw: 0.1,
      stable: { manifest: 'https://cdn.example/i/1.9.0/mf-manifest.json', version: '1.9.0' },
      canary: {
        manifest: 'https://cdn.example/mf_invoices_payment/2.0.0/mf-manifest.json',
        version: '2.0.0',
      },
    },
  },
];

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('overrides: the configuration', () => {
  it('is off when absent or empty, and keeps only http(s) origins', () => {
    expect(parseOverrideSettings(undefined)).toEqual({ allowedOrigins: [] });
    expect(parseOverrideSettings({})).toEqual({ allowedOrigins: [] });
    expect(
      parseOverrideSettings({
        allowedOrigins: ['http://localhost:8082/', 'https://dev.example/builds/', 'javascript:alert(1)', 3],
      }),
    ).toEqual({ allowedOrigins: ['http://localhost:8082', 'https://dev.example'] });
  });
});

describe('overrides: the parameter', () => {
  it('reads remote@manifest address, split at the first @', () => {
    expect(parseOverride(`mf_contracts@${LOCAL}`)).toEqual({ name: 'mf_contracts', manifest: LOCAL });
    expect(parseOverride('mf_contracts@http://user@host/m.json')?.manifest).toBe('http://user@host/m.json');
    expect(parseOverride('mf_contracts')).toBeUndefined();
    expect(parseOverride('@http://x/m.json')).toBeUndefined();
    expect(parseOverride('mf_contracts@')).toBeUndefined();
  });

  it('accepts a known remote from a listed origin, and says why it refuses anything else', () => {
    const known = ['mf_contracts'];
    expect(validateOverride(`mf_contracts@${LOCAL}`, ALLOWED, known)).toEqual({
      override: { name: 'mf_contracts', manifest: LOCAL },
    });
    const reason = (value: string, settings = ALLOWED) => {
      const checked = validateOverride(value, settings, known);
      return 'refusal' in checked ? checked.refusal.reason : 'accepted';
    };
    expect(reason(`mf_contracts@${LOCAL}`, { allowedOrigins: [] })).toBe('disabled');
    expect(reason('mf_contracts@http://127.0.0.1:8082/mf-manifest.json')).toBe('origin');
    expect(reason('mf_contracts@https://localhost:8082/mf-manifest.json')).toBe('origin');
    expect(reason(`mf_unknown@${LOCAL}`)).toBe('unknown-remote');
    expect(reason('mf_contracts@javascript:alert(1)')).toBe('malformed');
    expect(reason('mf_contracts@/relative/mf-manifest.json')).toBe('malformed');
    expect(reason('nothing')).toBe('malformed');
    expect(validateOverride('mf_contracts@http://evil.example/m.json', ALLOWED, known)).toEqual({
      refusal: {
        value: 'mf_contracts@http://evil.example/m.json',
        reason: 'origin',
        name: 'mf_contracts',
        origin: 'http://evil.example',
      },
    });
  });
});

describe('overrides: applied to the registry and kept in this browser', () => {
  it('replaces the entry (canary included) with the local build under the version "override"', () => {
    const storage = memoryStorage();
    const applied = applyOverrides(REGISTRY, ALLOWED, {
      search: `?override=mf_invoices_payment@${encodeURIComponent(LOCAL)}`,
      storage,
    });
    expect(applied.refused).toEqual([]);
    expect(applied.active).toEqual([{ name: 'mf_invoices_payment', manifest: LOCAL }]);
    expect(applied.registry[0]).toBe(REGISTRY[0]);
    expect(applied.registry[1]).toEqual({
      name: 'mf_invoices_payment',
      manifest: LOCAL,
      version: OVERRIDE_VERSION,
      override: {
        registry: {
          manifest: 'https://cdn.example/mf_invoices_payment/2.0.0/mf-manifest.json',
          version: '2.0.0',
        },
      },
    });
    // Kept until reset: the next load without the parameter runs it still.
    expect(readStoredOverrides(storage)).toEqual([{ name: 'mf_invoices_payment', manifest: LOCAL }]);
    expect(applyOverrides(REGISTRY, ALLOWED, { storage }).registry[1]?.manifest).toBe(LOCAL);
  });

  it('refuses, stores nothing and leaves the registry as it is', () => {
    const storage = memoryStorage();
    const applied = applyOverrides(REGISTRY, ALLOWED, {
      search: '?override=mf_contracts@http://127.0.0.1:8082/mf-manifest.json&override=mf_cases@' + LOCAL,
      storage,
    });
    expect(applied.registry).toEqual(REGISTRY);
    expect(applied.refused.map((r) => r.reason)).toEqual(['origin', 'unknown-remote']);
    expect(readStoredOverrides(storage)).toEqual([]);
  });

  it('drops a stored override the deployment no longer allows', () => {
    const storage = memoryStorage();
    applyOverrides(REGISTRY, ALLOWED, { search: `?override=mf_contracts@${LOCAL}`, storage });
    const applied = applyOverrides(REGISTRY, { allowedOrigins: [] }, { storage });
    expect(applied.registry).toEqual(REGISTRY);
    expect(applied.active).toEqual([]);
    expect(readStoredOverrides(storage)).toEqual([]);
  });

  it('reads nothing from malformed storage', () => {
    const storage = memoryStorage();
    storage.setItem('portal.remoteOverrides', '{not json');
    expect(readStoredOverrides(storage)).toEqual([]);
    storage.setItem('portal.remoteOverrides', JSON.stringify([{ name: 1 }, { name: 'a', manifest: 'b' }]));
    expect(readStoredOverrides(storage)).toEqual([{ name: 'a', manifest: 'b' }]);
  });
});
