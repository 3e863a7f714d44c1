// Stand-in for @module-federation/enhanced/runtime in unit tests (mapped in jest.config.mjs).
export const loadRemote = jest.fn<Promise<unknown>, [string]>();
export const registerRemotes = jest.fn<void, [unknown[], unknown?]>();
export const registerPlugins = jest.fn<void, [unknown[]]>();
export const loadShare = jest.fn<Promise<unknown>, [string]>(() => Promise.resolve(false));
/** No Module Federation instance under jest: the shell's provided shared versions are unknown. */
export const getInstance = jest.fn<{ options: unknown } | undefined, []>(() => undefined);
