export * from './catalogue';
export * from './first-call-rules';
export * from './path';
export * from './portal-path';
export * from './types';
export * from './router';
export * from './scroll-to-hash';
export * from './prefetch-on-intent';
