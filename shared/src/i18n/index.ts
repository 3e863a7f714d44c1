export * from './format';
export * from './instance';
export * from './catalogs';
