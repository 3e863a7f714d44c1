// The shell's own version, from its package.json at build time (DefinePlugin); "dev" under jest.
declare const __SHELL_VERSION__: string | undefined;

export const SHELL_VERSION: string = typeof __SHELL_VERSION__ === 'string' ? __SHELL_VERSION__ : 'dev';
