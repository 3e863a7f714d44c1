export * from './cadastral-reference';
export * from './cups';
export * from './files';
export * from './iban';
export * from './identity';
export * from './phone';
export * from './postal-code';
export * from './schemas';
