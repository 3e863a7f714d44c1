// The banners of the screens: the coupon banners of the contracts and invoices, and the brand's own banner of the home
// and the invoices (server-banner.tsx). They need no state machine, so they live apart from the
// widgets: a page that shows them does not fetch the overlays' machinery (zag, focus trap, positioning; ~65 KB gzip)
// before its first screen (decision 009).
export { sharedCatalogsRegistered } from '@portal/shared/i18n';
export * from './coupon-banners';
export * from './server-banner';
