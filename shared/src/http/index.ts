export * from './client';
export * from './config';
export * from './download';
export * from './errors';
export * from './upload';
export * from './prefetch';
export * from './deferred-query';
export * from './all-contracts';
export { type ApiCall, resetEarlyCalls } from './early-calls';
