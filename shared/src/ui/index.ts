// The UI kit's own messages: registering them is part of importing it.
export { sharedCatalogsRegistered } from '@portal/shared/i18n';
export * from './dev-harness';
export * from './form';
export * from './form-controls';
export * from './form-field';
export * from './portal-providers';
export * from './submit-button';
export * from './system';
