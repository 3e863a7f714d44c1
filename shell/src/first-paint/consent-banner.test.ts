import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { type Locale, LOCALES } from '@portal/shared/i18n/cookie';
import { CONSENT_BANNER_SOURCE, type ConsentBannerMessages } from './consent-banner-messages';
import { showConsentBanner } from './consent-banner';
import { DETAILS_REQUESTED, removeStaticBanner, takeDetailsRequest } from './static-banner';

// What the build injects (shell/build/first-paint.mjs): every locale's texts; here each tagged with its locale.
function tagged(locale: Locale): ConsentBannerMessages {
  const tag = (text: string) => `${text} [${locale}]`;
  const source = CONSENT_BANNER_SOURCE;
  return {
    label: tag(source.label),
    text: tag(source.text),
    configure: tag(source.configure),
    onlyNecessary: tag(source.onlyNecessary),
    acceptAll: tag(source.acceptAll),
  };
}
const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, tagged(locale)])) as Record<
  Locale,
  ConsentBannerMessages
>;

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

  it.each([
    ['Accept all', 'true'],
    ['Only necessary', 'false'],
  ])(
    '%s stores the choice before the portal’s JavaScript, as writeConsent does, and goes',
    async (name, others) => {
      showConsentBanner(document, MESSAGES);
      await userEvent.click(screen.getByRole('button', { name: `${name} [es-ES]` }));
      expect(Cookies.get()).toMatchObject({
        consent_necessary: 'true',
        consent_preferences: others,
        consent_statistics: others,
        consent_marketing: others,
      });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    },
  );

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
