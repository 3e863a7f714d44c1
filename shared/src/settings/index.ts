export * from '../api-types/settings';
export * from './store';
