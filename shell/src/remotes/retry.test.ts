import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { resetShellState } from '../testing/reset-shell';
import { resetEarlyManifests } from './early-manifest';
import { retryPlugin } from './retry';

const MANIFEST = 'http://cdn/cases/2.0.0/mf-manifest.json';
const manifest = () => HttpResponse.json({ name: 'mf_cases' });
const unavailable = () => HttpResponse.json({}, { status: 503 });
const notJson = () =>
  new HttpResponse('<html>deploying</html>', { headers: { 'content-type': 'text/html' } });
const networkError = () => HttpResponse.error();

/** What the server answers to each request, in order; the last one repeats. */
let answers: Array<() => Response> = [];
let reads = 0;

setupTestServer(
  http.get(MANIFEST, () => {
    const answer = answers[Math.min(reads, answers.length - 1)] ?? manifest;
    reads += 1;
    return answer();
  }),
);

type Hooks = Required<ModuleFederationRuntimePlugin>;
type EntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type FactoryArgs = Parameters<Hooks['getModuleFactory']>[0];

beforeEach(() => {
  resetPortalState();
  resetShellState();
  resetEarlyManifests();
  answers = [manifest];
  reads = 0;
});

describe("the shell's retry, on the federation runtime's own hooks", () => {
  it.each([
    ['an error status', unavailable],
    ['a body that is not JSON (a page served during a deploy)', notJson],
    ['a network failure', networkError],
  ])('fetches a manifest once more after %s', async (_, failure) => {
    answers = [failure, manifest];
    const response = (await retryPlugin(0).fetch?.(MANIFEST, {})) as Response;
    expect(await response.json()).toEqual({ name: 'mf_cases' });
    expect(reads).toBe(2);
  });

  it('tries twice, no more: the second failure goes to the runtime (the section shows as unavailable)', async () => {
    answers = [unavailable];
    const response = (await retryPlugin(0).fetch?.(MANIFEST, {})) as Response;
    expect(response.status).toBe(503);
    expect(reads).toBe(2);
  });

  it('fetches a good manifest once', async () => {
    await retryPlugin(0).fetch?.(MANIFEST, {});
    expect(reads).toBe(1);
  });

  it("loads a remote's entry once more after it failed, forgetting the failed attempt", async () => {
    const exportsOfEntry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(() => Promise.resolve(exportsOfEntry));
    const globalLoading: Record<string, Promise<undefined> | undefined> = {
      'mf_cases@entry': Promise.resolve(undefined),
    };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_cases', entry: MANIFEST },
      globalLoading,
      uniqueKey: 'mf_cases@entry',
    } as unknown as EntryErrorArgs;

    await expect(retryPlugin(0).loadEntryError?.(args)).resolves.toBe(exportsOfEntry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(globalLoading['mf_cases@entry']).toBeUndefined();
  });

  it('asks the container for an exposed module once more when its chunks failed, and gives up after that', async () => {
    const factory = () => ({ RequestsPage: 'page' });
    const get = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(factory);
    const args = {
      remoteEntryExports: { get, init: jest.fn() },
      expose: './RequestsPage',
    } as unknown as FactoryArgs;
    await expect(retryPlugin(0).getModuleFactory?.(args)).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);

    get.mockRejectedValue(new Error('ChunkLoadError'));
    await expect(retryPlugin(0).getModuleFactory?.(args)).rejects.toThrow('ChunkLoadError');
    expect(get).toHaveBeenCalledTimes(4);
  });
});
