// The UI kit's own messages: registering them is part of importing it.
export { sharedCatalogsRegistered } from '@portal/shared/i18n';
export * from './empty-state';
export * from './error-panel';
export * from './form';
export * from './form-controls';
export * from './form-field';
export * from './loading-state';
export * from './page-header';
export * from './pagination-sizes';
export * from './portal-providers';
export * from './lazy-parts';
export * from './status-chip';
export * from './submit-button';
export * from './system';
export * from './chakra';
export * from './brand-logo';
export * from './page-layout';
export * from './use-after-first-paint';
