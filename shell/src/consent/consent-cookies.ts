// Cookie consent (visitor-features §2): categories necessary, preferences, statistics and marketing, each kept in
// its own consent cookie for a year. Necessary is always on.
import Cookies from 'js-cookie';

export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export const consentCookieName = (category: ConsentCategory) => `consent_${category}`;

/** The stored choice, or undefined when the visitor has not chosen yet. */
export function readConsent(): Consent | undefined {
  if (Cookies.get(consentCookieName('necessary')) === undefined) return undefined;
  return {
    necessary: true,
    preferences: Cookies.get(consentCookieName('preferences')) === 'true',
    statistics: Cookies.get(consentCookieName('statistics')) === 'true',
    marketing: Cookies.get(consentCookieName('marketing')) === 'true',
  };
}

export function writeConsent(consent: Omit<Consent, 'necessary'>): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  const all: Consent = { ...consent, necessary: true };
  for (const category of CONSENT_CATEGORIES) {
    Cookies.set(consentCookieName(category), String(all[category]), {
      expires: 365,
      sameSite: 'Lax',
      secure,
      path: '/',
    });
  }
}
