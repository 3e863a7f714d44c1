import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { LOCALES } from '@portal/shared/i18n/cookie';
import { CONSENT_BANNER_SOURCE } from './consent-banner-messages';
import { showConsentBanner } from './consent-banner';
import { DETAILS_REQUESTED, removeStaticBanner, takeDetailsRequest } from './static-banner';

// What the build injects (shell/build/first-paint.mjs): every locale's texts; here each tagged with its locale.
const MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      Object.entries(CONSENT_BANNER_SOURCE).map(([key, text]) => [key, `${text} [${locale}]`]),
    ),
  ]),
) as Parameters<typeof showConsentBanner>[1];

beforeEach(() => {
  resetPortalState();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(DETAILS_REQUESTED);
});

describe('the static first paint’s cookie banner (decision 009)', () => {
  it('shows on a first visit in es-ES, the portal’s starting locale, with the three choices', () => {
    showConsentBanner(document, MESSAGES);
    const banner = screen.getByRole('region', { name: 'Cookie consent [es-ES]' });
    expect(banner).toHaveAttribute('lang', 'es');
    expect(within(banner).getByText(`${CONSENT_BANNER_SOURCE.text} [es-ES]`)).toBeVisible();
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Configure [es-ES]', 'Only necessary [es-ES]', 'Accept all [es-ES]']);
  });

  it('speaks the locale of the `lang` cookie, as the portal will', () => {
    Cookies.set('lang', 'de-DE', { path: '/' });
    showConsentBanner(document, MESSAGES);
    expect(screen.getByRole('region', { name: 'Cookie consent [de-DE]' })).toHaveAttribute('lang', 'de');
  });

  it('does not show once the visitor has chosen', () => {
    Cookies.set('consent_necessary', 'true', { path: '/' });
    expect(showConsentBanner(document, MESSAGES)).toBeUndefined();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('accept all stores every category before the portal’s JavaScript, as writeConsent does, and goes', async () => {
    showConsentBanner(document, MESSAGES);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all [es-ES]' }));
    expect(Cookies.get()).toMatchObject({
      consent_necessary: 'true',
      consent_preferences: 'true',
      consent_statistics: 'true',
      consent_marketing: 'true',
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('only necessary keeps the others off', async () => {
    showConsentBanner(document, MESSAGES);
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary [es-ES]' }));
    expect(Cookies.get()).toMatchObject({
      consent_necessary: 'true',
      consent_preferences: 'false',
      consent_statistics: 'false',
      consent_marketing: 'false',
    });
  });

  it('configure is kept for the React banner, which opens its details once (the request is answered once)', async () => {
    showConsentBanner(document, MESSAGES);
    const configure = screen.getByRole('button', { name: 'Configure [es-ES]' });
    await userEvent.click(configure);
    expect(configure).toHaveAttribute('aria-busy', 'true');
    expect(Cookies.get('consent_necessary')).toBeUndefined();
    expect(takeDetailsRequest()).toBe(true);
    expect(takeDetailsRequest()).toBe(false);
  });

  it('gives way to the React banner, which learns which of its buttons had the focus', () => {
    showConsentBanner(document, MESSAGES);
    screen.getByRole('button', { name: 'Only necessary [es-ES]' }).focus();
    expect(removeStaticBanner()).toBe(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(removeStaticBanner()).toBe(-1);
  });
});
