export * from './auth';
export * from './settings';
