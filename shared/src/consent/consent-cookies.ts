// Cookie consent (visitor-features §2): categories necessary, preferences, statistics and marketing, each kept in
// its own consent cookie for a year. Necessary is always on. The shell's cookie-consent dialog writes the choice;
// any remote reads it here (a third-party script runs only with its category accepted, issue 12).
import Cookies from 'js-cookie';
import { bus } from '@portal/shared/events';
import {
  CONSENT_CATEGORIES,
  type Consent,
  type ConsentCategory,
  consentCookieAssignments,
  consentCookieName,
  hasConsentChoice,
} from './consent-cookie';

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly unknown[]).includes(value);
}

/** The stored choice, or undefined when the visitor has not chosen yet. */
export function readConsent(): Consent | undefined {
  if (!hasConsentChoice(document.cookie)) return undefined;
  return {
    necessary: true,
    preferences: Cookies.get(consentCookieName('preferences')) === 'true',
    statistics: Cookies.get(consentCookieName('statistics')) === 'true',
    marketing: Cookies.get(consentCookieName('marketing')) === 'true',
  };
}

/** Stores the visitor's choice and announces it on the bus (`consent:changed`), for whoever waits for a category. */
export function writeConsent(consent: Omit<Consent, 'necessary'>): Consent {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  for (const assignment of consentCookieAssignments(consent, { secure })) document.cookie = assignment;
  const all: Consent = { ...consent, necessary: true };
  bus.emit('consent:changed', { consent: all });
  return all;
}
