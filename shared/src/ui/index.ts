import '../i18n/catalogs';

export * from './dev-harness';
export * from './form';
export * from './form-controls';
export * from './form-field';
export * from './portal-providers';
export * from './submit-button';
export * from './system';
