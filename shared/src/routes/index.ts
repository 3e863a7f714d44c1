export * from './catalogue';
export * from './path';
export * from './portal-path';
export * from './types';
export * from './router';
export * from './scroll-to-hash';
