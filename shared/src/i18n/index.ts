export * from './instance';
export * from './catalogs';
export * from './remote-i18n';
