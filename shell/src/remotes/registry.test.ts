import { enabledRemotes, parseRegistry } from './registry';

describe('remote registry', () => {
  it('reads name, manifest and version, skipping unknown or malformed entries', () => {
    expect(
      parseRegistry({
        remotes: [
          { name: 'mf_auth', manifest: 'http://a/mf-manifest.json', version: '1.2.0' },
          { name: 'mf_unknown', manifest: 'http://x/mf-manifest.json', version: '1' },
          { name: 'mf_tools' },
        ],
      }),
    ).toEqual([{ name: 'mf_auth', manifest: 'http://a/mf-manifest.json', version: '1.2.0' }]);
    expect(parseRegistry('nope')).toEqual([]);
  });

  it('keeps only the remotes that are both registered and enabled for the brand', () => {
    const registry = parseRegistry({
      remotes: [
        { name: 'mf_auth', manifest: 'a', version: '1' },
        { name: 'mf_tools', manifest: 't', version: '1' },
      ],
    });
    expect(enabledRemotes(registry, ['mf_auth', 'mf_cases']).map((r) => r.name)).toEqual(['mf_auth']);
  });
});
