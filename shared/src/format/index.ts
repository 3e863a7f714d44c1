export * from './dates';
export * from './format';
export * from './intl-locale';
export * from './warm-formats';
