// Stand-in for @module-federation/retry-plugin in unit tests (mapped in jest.config.mjs).
export const RetryPlugin = jest.fn((params: unknown) => ({ name: 'retry-plugin', params }));
