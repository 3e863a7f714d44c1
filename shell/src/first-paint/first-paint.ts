// The static first paint's script (the first thing in index.html's <body>; built apart from the portal by
// shell/build/first-paint.mjs, no React, no UI kit): the cookie banner, translated at build time.
import type { Locale } from '@portal/shared/i18n/cookie';
import type { ConsentBannerMessages } from './consent-banner-messages';
import { showConsentBanner } from './consent-banner';

declare const __CONSENT_BANNER_MESSAGES__: Record<Locale, ConsentBannerMessages>;

showConsentBanner(document, __CONSENT_BANNER_MESSAGES__);
