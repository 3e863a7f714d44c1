export * from './dates';
export * from './format';
export * from './warm-formats';
