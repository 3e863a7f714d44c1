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

  describe('canary releases (issue 48)', () => {
    const registry = {
      remotes: [
        {
          name: 'mf_contracts',
          manifest: 'http://r/1.0.0/mf-manifest.json',
          version: '1.0.0',
          canary: { manifest: 'http://r/1.1.0/mf-manifest.json', version: '1.1.0', share: 0.1 },
        },
      ],
    };
    const stable = { manifest: 'http://r/1.0.0/mf-manifest.json', version: '1.0.0' };
    const canary = { manifest: 'http://r/1.1.0/mf-manifest.json', version: '1.1.0' };

    it("sends a browser whose draw is under the share to the canary's build, the others to the stable one", () => {
      expect(parseRegistry(registry, () => 0.05)).toEqual([
        {
          name: 'mf_contracts',
          ...canary,
          canary: { cohort: 'canary', share: 0.1, draw: 0.05, stable, canary },
        },
      ]);
      expect(parseRegistry(registry, () => 0.1)).toEqual([
        {
          name: 'mf_contracts',
          ...stable,
          canary: { cohort: 'stable', share: 0.1, draw: 0.1, stable, canary },
        },
      ]);
    });

    it('ignores a malformed canary: every browser runs the stable build', () => {
      for (const bad of [
        { manifest: 'http://r/1.1.0/mf-manifest.json', share: 1.5 },
        { manifest: 'http://r/1.1.0/mf-manifest.json', share: '0.5' },
        { share: 0.5 },
        'canary',
      ]) {
        const [entry] = parseRegistry({ remotes: [{ ...registry.remotes[0], canary: bad }] }, () => 0);
        expect(entry).toEqual({ name: 'mf_contracts', ...stable });
      }
    });

    it('removing the canary is the rollback; promoting it is one edit of the stable entry', () => {
      const [rolledBack] = parseRegistry({ remotes: [{ name: 'mf_contracts', ...stable }] }, () => 0.05);
      expect(rolledBack).toEqual({ name: 'mf_contracts', ...stable });
      const [promoted] = parseRegistry({ remotes: [{ name: 'mf_contracts', ...canary }] }, () => 0.9);
      expect(promoted).toEqual({ name: 'mf_contracts', ...canary });
    });
  });
});
