export * from './catalogue';
export * from './path';
export * from './types';
export * from './router';
export * from './scroll-to-hash';
