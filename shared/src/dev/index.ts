export * from './dev-harness';
export * from './harness-pages';
