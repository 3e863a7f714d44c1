// The validation rules the API shares with the portal: pure modules, no browser, settings or i18n dependency
// (`@portal/shared/validation/rules`; the portal gets the same from `@portal/shared/validation`).
export * from './password';
export * from './upload-safety';
