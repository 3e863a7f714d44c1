export * from './auth';
export * from './settings';
export * from './invoices';
export * from './payments';
export * from './consumption';
export * from './batteries';
export * from './contracting';
export * from './tools';
