export * from './instance';
export * from './catalogs';
