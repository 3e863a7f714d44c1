export * from './format';
export * from './intl-locale';
