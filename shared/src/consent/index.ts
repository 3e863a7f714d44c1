export * from './consent-cookie';
export * from './consent-cookies';
export * from './use-consent';
export * from './third-party';
