import {
  compareVersions,
  mismatchesByPackage,
  providedFromOptions,
  satisfiesRange,
  sharedMismatches,
} from './compatibility';

// What the shell provides (shared/build/shared-deps.mjs, as the running shell's Module Federation options hold it).
const PROVIDED = { react: '19.3.1', '@portal/shared/ui': '0.1.0', '@portal/shared/auth': '0.1.0' };

const manifest = (...shared: { name: string; version: string; requiredVersion: string }[]) => ({
  metaData: { buildInfo: { buildVersion: '1.0.0' } },
  shared: shared.map((s) => ({ ...s, singleton: true })),
});

describe('version ranges', () => {
  it('orders versions by semver precedence, pre-releases before their release', () => {
    expect(compareVersions('0.1.0', '0.2.0')).toBeLessThan(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('0.1.0-rc.0', '0.1.0')).toBeLessThan(0);
    expect(compareVersions('0.1.0-rc.2', '0.1.0-rc.10')).toBeLessThan(0);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
  });

  it('reads the ranges the builds write (caret), and the usual others', () => {
    expect(satisfiesRange('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfiesRange('20.0.0', '^19.0.0')).toBe(false);
    expect(satisfiesRange('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfiesRange('0.1.0', '^0.2.0')).toBe(false);
    expect(satisfiesRange('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfiesRange('1.2.9', '~1.2.0')).toBe(true);
    expect(satisfiesRange('1.3.0', '~1.2.0')).toBe(false);
    expect(satisfiesRange('1.3.0', '>=1.2.0 <2.0.0')).toBe(true);
    expect(satisfiesRange('3.0.0', '^1.0.0 || ^3.0.0')).toBe(true);
    expect(satisfiesRange('1.0.0', '*')).toBe(true);
    expect(satisfiesRange('1.0.0', 'not a range')).toBe(false);
  });
});

describe('sharedMismatches (decision 006)', () => {
  it('accepts a remote built against the same or an older compatible @portal/shared and React', () => {
    expect(
      sharedMismatches(
        manifest(
          { name: '@portal/shared/ui', version: '0.1.0-rc.0', requiredVersion: '^0.1.0' },
          { name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' },
        ),
        PROVIDED,
      ),
    ).toEqual([]);
  });

  it('flags a remote built against a newer @portal/shared, out of range or only newer inside it', () => {
    expect(
      sharedMismatches(
        manifest(
          { name: '@portal/shared/ui', version: '0.2.0', requiredVersion: '^0.2.0' },
          { name: '@portal/shared/auth', version: '0.1.3', requiredVersion: '^0.1.0' },
          { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
        ),
        PROVIDED,
      ),
    ).toEqual([
      { name: '@portal/shared/ui', required: '^0.2.0', built: '0.2.0', provided: '0.1.0' },
      { name: '@portal/shared/auth', required: '^0.1.0', built: '0.1.3', provided: '0.1.0' },
    ]);
  });

  it('flags a singleton the shell does not provide (it would load a second copy), not a non-singleton', () => {
    const body = {
      shared: [
        { name: '@portal/shared/new-thing', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
        { name: 'left-pad', version: '1.0.0', requiredVersion: '^1.0.0', singleton: false },
      ],
    };
    expect(sharedMismatches(body, PROVIDED)).toEqual([
      { name: '@portal/shared/new-thing', required: '^0.1.0', built: '0.1.0', provided: undefined },
    ]);
  });

  it('reads nothing from a body that is not a manifest', () => {
    expect(sharedMismatches('nope', PROVIDED)).toEqual([]);
    expect(sharedMismatches({ shared: [{ name: 3 }] }, PROVIDED)).toEqual([]);
  });

  it('names @portal/shared once for people, whatever subpaths mismatch', () => {
    expect(
      mismatchesByPackage([
        { name: '@portal/shared/ui', required: '^0.2.0', built: '0.2.0', provided: '0.1.0' },
        { name: '@portal/shared/auth', required: '^0.2.0', built: '0.2.0', provided: '0.1.0' },
        { name: 'react', required: '^20.0.0', built: '20.0.0', provided: '19.3.1' },
      ]),
    ).toEqual([
      { name: '@portal/shared', required: '^0.2.0', built: '0.2.0', provided: '0.1.0' },
      { name: 'react', required: '^20.0.0', built: '20.0.0', provided: '19.3.1' },
    ]);
  });
});

describe('providedFromOptions', () => {
  it("reads the shell's own version of each shared module from the runtime's options", () => {
    expect(
      providedFromOptions({
        name: 'shell',
        shared: {
          react: [
            { version: '19.0.0', from: 'mf_auth' },
            { version: '19.3.1', from: 'shell' },
          ],
          zustand: [{ version: '5.1.0', from: 'shell' }],
        },
      }),
    ).toEqual({ react: '19.3.1', zustand: '5.1.0' });
    expect(providedFromOptions({})).toEqual({});
  });
});
