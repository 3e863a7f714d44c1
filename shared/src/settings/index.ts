export * from '../api-types/settings';
export * from './store';
export * from './ad-block';
