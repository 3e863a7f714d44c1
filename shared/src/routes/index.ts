export * from './catalogue';
export * from './path';
export * from './types';
export * from './router';
