// Issue 48 item 2: the platform status page shows "the registry's recent changes". `pnpm registry` (.ci/registry.mjs)
// publishes one entry and records who changed what, and when, in registry-history.json beside the registry.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CLI = path.resolve(__dirname, '../../../.ci/registry.mjs');

const build = (version: string) => ({
  manifest: `https://static.example/mf_contracts/${version}/mf-manifest.json`,
  version,
});

describe('pnpm registry: publishing an entry records the change beside the registry', () => {
  let dir: string;
  let registry: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-history-'));
    registry = path.join(dir, 'registry.json');
    fs.writeFileSync(
      registry,
      JSON.stringify({
        remotes: [
          { name: 'mf_contracts', ...build('1.0.0') },
          { name: 'mf_auth', ...build('0.1.0') },
        ],
      }),
    );
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const publish = (entry: unknown, by: string) =>
    execFileSync(process.execPath, [CLI, registry, '-', '--by', by], {
      input: JSON.stringify(entry),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    });

  it('records a version pinned, a canary added, changed and promoted, a canary removed and a remote added', () => {
    const contracts = { name: 'mf_contracts' };
    publish({ ...contracts, ...build('1.1.0') }, 'contracts-team');
    publish({ ...contracts, ...build('1.1.0') }, 'contracts-team'); // unchanged: nothing recorded
    publish({ ...contracts, ...build('1.1.0'), canary: { ...build('1.2.0'), share: 0.1 } }, 'contracts-team');
    publish({ ...contracts, ...build('1.1.0'), canary: { ...build('1.2.0'), share: 0.5 } }, 'contracts-team');
    publish({ ...contracts, ...build('1.2.0') }, 'operations');
    publish({ ...contracts, ...build('1.2.0'), canary: { ...build('1.3.0'), share: 0.1 } }, 'contracts-team');
    publish({ ...contracts, ...build('1.2.0') }, 'operations');
    publish({ name: 'mf_tools', ...build('2.0.0') }, 'operations');

    const history = JSON.parse(fs.readFileSync(path.join(dir, 'registry-history.json'), 'utf8')) as {
      changes: Record<string, unknown>[];
    };
    expect(history.changes.map(({ at: _at, ...change }) => change)).toEqual([
      { by: 'contracts-team', remote: 'mf_contracts', change: 'pinned', version: '1.1.0', from: '1.0.0' },
      { by: 'contracts-team', remote: 'mf_contracts', change: 'canary-added', version: '1.2.0', share: 0.1 },
      {
        by: 'contracts-team',
        remote: 'mf_contracts',
        change: 'canary-changed',
        version: '1.2.0',
        share: 0.5,
        from: '1.2.0',
      },
      {
        by: 'operations',
        remote: 'mf_contracts',
        change: 'canary-promoted',
        version: '1.2.0',
        from: '1.1.0',
      },
      { by: 'contracts-team', remote: 'mf_contracts', change: 'canary-added', version: '1.3.0', share: 0.1 },
      { by: 'operations', remote: 'mf_contracts', change: 'canary-removed', version: '1.2.0', from: '1.3.0' },
      { by: 'operations', remote: 'mf_tools', change: 'added', version: '2.0.0' },
    ]);
    expect(history.changes.every((c) => !Number.isNaN(Date.parse(String(c.at))))).toBe(true);
    // The registry holds the last entry published, the other remotes untouched.
    const remotes = (JSON.parse(fs.readFileSync(registry, 'utf8')) as { remotes: { name: string }[] })
      .remotes;
    expect(remotes).toEqual([
      { name: 'mf_contracts', ...build('1.2.0') },
      { name: 'mf_auth', ...build('0.1.0') },
      { name: 'mf_tools', ...build('2.0.0') },
    ]);
  });

  it('refuses an entry without a name or a manifest, and changes nothing', () => {
    const before = fs.readFileSync(registry, 'utf8');
    expect(() => publish({ version: '1.0.0' }, 'x')).toThrow();
    expect(fs.readFileSync(registry, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(dir, 'registry-history.json'))).toBe(false);
  });
});
