import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { loadRemote, loadShare, registerRemotes } from '../testing/mf-runtime-mock';
import { resetShellState } from '../testing/reset-shell';
import { RemoteIncompatibleError } from './compatibility';
import { compatibilityPlugin, loadExposed, preloadShared, registerEnabledRemotes } from './federation';
import { remotesStore } from './registry';

const V1 = {
  name: 'mf_contracts' as const,
  manifest: 'http://cdn/contracts/1.0.0/mf-manifest.json',
  version: '1.0.0',
};
const V2 = {
  name: 'mf_contracts' as const,
  manifest: 'http://cdn/contracts/1.1.0/mf-manifest.json',
  version: '1.1.0',
};
let registry = [V1];
let registryReads = 0;

setupTestServer(
  http.get('http://portal.test/registry.json', () => {
    registryReads += 1;
    return HttpResponse.json({ remotes: registry });
  }),
);

const page = { default: () => null };
const chunkError = () => Object.assign(new Error('Loading chunk 123 failed'), { name: 'ChunkLoadError' });

beforeEach(() => {
  resetPortalState();
  resetShellState();
  registry = [V1];
  registryReads = 0;
  registerEnabledRemotes([V1], 'http://portal.test/registry.json');
  registerRemotes.mockClear();
});

describe('a deployment while the page is open (issue 16)', () => {
  it('loads the remote again from its current manifest once, when its old chunks are gone', async () => {
    loadRemote.mockResolvedValueOnce(page).mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(page);
    await loadExposed('mf_contracts', './HomeTiles');
    (globalThis as Record<string, unknown>).webpackChunkmf_contracts = [[[1], {}]];
    registry = [V2];
    await expect(loadExposed('mf_contracts', './ContractsPage')).resolves.toBe(page);
    expect(registryReads).toBe(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_contracts', entry: V2.manifest }], {
      force: true,
    });
    expect((globalThis as Record<string, unknown>).webpackChunkmf_contracts).toBeUndefined();
    expect(remotesStore.getState().registered).toEqual([V2]);
  });

  it('tries once only: a second failure is "section unavailable", never a loop', async () => {
    loadRemote.mockResolvedValueOnce(page).mockRejectedValue(chunkError());
    await loadExposed('mf_contracts', './HomeTiles');
    await expect(loadExposed('mf_contracts', './ContractsPage')).rejects.toThrow('Loading chunk');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('does not register again a remote that never loaded and that the registry still points at: it is down', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-003 manifest'));
    await expect(loadExposed('mf_contracts', './ContractsPage')).rejects.toThrow('RUNTIME-003');
    expect(registryReads).toBe(1);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('version skew (issue 16)', () => {
  type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
  const args = (shared: unknown[]) =>
    ({
      options: { name: 'shell', shared: { '@portal/shared/ui': [{ version: '0.1.0', from: 'shell' }] } },
      moduleInfo: { name: 'mf_contracts', entry: V1.manifest },
      manifestJson: { shared },
      from: 'manifest',
    }) as unknown as SnapshotArgs;

  it('refuses a remote built against a newer @portal/shared before any of its code runs, and records why', async () => {
    const plugin = compatibilityPlugin();
    const hook = plugin.loadRemoteSnapshot;
    if (!hook) throw new Error('no hook');
    const newer = [
      { name: '@portal/shared/ui', version: '0.2.0', requiredVersion: '^0.2.0', singleton: true },
    ];
    await expect(async () => hook(args(newer))).rejects.toBeInstanceOf(RemoteIncompatibleError);
    expect(remotesStore.getState().incompatible.mf_contracts).toEqual([
      { name: '@portal/shared/ui', required: '^0.2.0', built: '0.2.0', provided: '0.1.0' },
    ]);
    const same = [
      { name: '@portal/shared/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    ];
    expect(await hook(args(same))).toEqual(args(same));
  });

  it('never retries an incompatible remote', async () => {
    loadRemote.mockRejectedValue(new RemoteIncompatibleError('mf_contracts', []));
    await expect(loadExposed('mf_contracts', './ContractsPage')).rejects.toBeInstanceOf(
      RemoteIncompatibleError,
    );
    expect(registryReads).toBe(0);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('preloadShared', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // Issue 47: the runtime appends a script per chunk it loads; a page's dozen shared modules asked for together held
  // the main thread in one long task.
  it("asks the runtime for each shared module in a task of its own, after the caller's", () => {
    loadShare.mockClear();
    const tasks = jest.spyOn(globalThis, 'setTimeout');
    preloadShared(['react-hook-form', '@ark-ui/react/field', 'luxon']);
    expect(loadShare).not.toHaveBeenCalled();
    // One task per module: each runs alone, and asks for its own module only.
    const scheduled = tasks.mock.calls.map(([task]) => task as () => void);
    expect(scheduled).toHaveLength(3);
    scheduled[0]?.();
    expect(loadShare.mock.calls).toEqual([['react-hook-form']]);
    scheduled[1]?.();
    scheduled[2]?.();
    expect(loadShare.mock.calls).toEqual([['react-hook-form'], ['@ark-ui/react/field'], ['luxon']]);
    tasks.mockRestore();
  });

  it('ignores a module the runtime cannot load (the remote consumes its own)', async () => {
    loadShare.mockRejectedValueOnce(new Error('no provider'));
    preloadShared(['unknown-module']);
    jest.runAllTimers();
    await Promise.resolve();
    expect(loadShare).toHaveBeenCalledWith('unknown-module');
  });
});
