export * from './contributions';
export * from './types';
