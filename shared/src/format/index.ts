export * from './dates';
export * from './format';
