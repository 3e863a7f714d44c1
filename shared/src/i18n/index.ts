export * from './format';
export * from './instance';
