// The cookie banner's texts in the static first paint: the React banner's (consent/cookie-consent.tsx) source
// messages, translated at build time from the shell's compiled catalogues (shell/build/first-paint.mjs; the build
// fails if one is missing). A test renders the React banner in every locale and compares.
export interface ConsentBannerMessages {
  label: string;
  text: string;
  configure: string;
  onlyNecessary: string;
  acceptAll: string;
}

export const CONSENT_BANNER_SOURCE: ConsentBannerMessages = {
  label: 'Cookie consent',
  text: 'We use our own and third-party cookies: necessary ones to run the portal and, with your consent, to remember your preferences, measure use and show marketing.',
  configure: 'Configure',
  onlyNecessary: 'Only necessary',
  acceptAll: 'Accept all',
};
