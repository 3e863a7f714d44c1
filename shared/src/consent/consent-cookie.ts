// The consent cookies themselves, without the bus or a cookie library: what the shell's static first paint (it runs
// before the portal's JavaScript, decision 009) and `writeConsent` both need, so the banner in index.html and the
// React one read and write the same cookies the same way.
export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type Consent = Record<ConsentCategory, boolean>;

export const consentCookieName = (category: ConsentCategory) => `consent_${category}`;

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The `document.cookie` assignments that store a choice for a year, one per category (necessary always on):
 * `SameSite=Lax`, the whole site, `Secure` on HTTPS.
 */
export function consentCookieAssignments(
  consent: Omit<Consent, 'necessary'>,
  options: { secure: boolean; now?: Date },
): string[] {
  const all: Consent = { ...consent, necessary: true };
  const expires = new Date((options.now ?? new Date()).getTime() + ONE_YEAR_MS).toUTCString();
  return CONSENT_CATEGORIES.map(
    (category) =>
      `${consentCookieName(category)}=${String(all[category])}; path=/; expires=${expires}; SameSite=Lax${options.secure ? '; Secure' : ''}`,
  );
}

/** Whether a `document.cookie` string holds a choice (the necessary category's cookie is written with every choice). */
export function hasConsentChoice(cookies: string): boolean {
  const name = consentCookieName('necessary');
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}
