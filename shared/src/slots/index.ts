export * from './contributions';
export * from './types';
export * from './slot';
