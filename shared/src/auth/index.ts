export * from './store';
export * from './token';
export * from './api';
export * from './pending-action';
export * from './storage';
