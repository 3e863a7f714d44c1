export * from './store';
export * from './token';
