// Forms: react-hook-form with the platform's validation (valibot), server errors mapped to fields, the kit's fields
// and the file upload. Apart from @portal/shared/ui since 0.2.0 (decision 009): a page without a form does
// not carry react-hook-form, and the portal's start (every route's first JavaScript) does not either.
// The kit's own messages: registering them is part of importing it.
export { sharedCatalogsRegistered } from '@portal/shared/i18n';
export * from './form';
export * from './focus-on-return';
export * from './form-controls';
export * from './file-picker';
export * from './form-field';
export * from './lazy-fields';
export * from './submit-button';
