export * from './render-with-providers';
export * from './reset-portal-state';
export * from './setup-test-server';
export * from './test-token';
export * from './exposes-contract';
export * from './hold-paint';
export * from './read-only-wrapper';
export * from './hold-viewport';
