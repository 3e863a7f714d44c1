export * from '@portal/shared/api-types';
export * from './store';
export * from './ad-block';
export * from './api';
