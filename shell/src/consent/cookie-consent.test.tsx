import { screen } from '@testing-library/react';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import userEvent from '@testing-library/user-event';
import { LOCALES } from '@portal/shared/i18n/cookie';
import { CONSENT_BANNER_SOURCE } from '../first-paint/consent-banner-messages';
import { showConsentBanner } from '../first-paint/consent-banner';
import { DETAILS_REQUESTED } from '../first-paint/static-banner';
import { Footer } from '../layout/footer';
import { CookieConsent } from './cookie-consent';

const ENGLISH = Object.fromEntries(LOCALES.map((locale) => [locale, CONSENT_BANNER_SOURCE])) as Parameters<
  typeof showConsentBanner
>[1];

beforeEach(() => resetPortalState());

/** The consent cookies as stored for these choices: necessary is always on. */
function consentCookies(choices: { preferences: boolean; statistics: boolean; marketing: boolean }) {
  return {
    consent_necessary: 'true',
    consent_preferences: String(choices.preferences),
    consent_statistics: String(choices.statistics),
    consent_marketing: String(choices.marketing),
  };
}

describe('cookie consent (necessary, preferences, statistics, marketing)', () => {
  it('accept all stores every category in the consent cookies and hides the banner', async () => {
    const { user } = renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(Cookies.get()).toMatchObject(
      consentCookies({ preferences: true, statistics: true, marketing: true }),
    );
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('only necessary keeps the others off', async () => {
    const { user } = renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(Cookies.get()).toMatchObject({ consent_necessary: 'true', consent_marketing: 'false' });
  });

  it('configures by category with the keyboard; necessary cannot be turned off', async () => {
    const { user } = renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Configure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Statistics/ }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(Cookies.get()).toMatchObject(
      consentCookies({ preferences: false, statistics: true, marketing: false }),
    );
  });

  // Issue 12: a remote waiting for a category (a chat widget) loads when the visitor accepts it later.
  it('announces the saved choice on the bus', async () => {
    const heard = jest.fn();
    bus.on('consent:changed', heard);
    const { user } = renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Only necessary' }));
    bus.off('consent:changed', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({
      consent: { necessary: true, preferences: false, statistics: false, marketing: false },
    });
  });

  it('does not show once the visitor has chosen', () => {
    Cookies.set('consent_necessary', 'true', { path: '/' });
    renderWithProviders(<CookieConsent />);
    expect(screen.queryByRole('button', { name: 'Accept all' })).not.toBeInTheDocument();
  });

  // Decision 009: the static first paint's banner (first-paint/consent-banner.ts) is there before this one.
  describe('taking over from the static first paint’s banner', () => {
    // The static banner itself, in English like the React one here.
    const staticBanner = (focused?: number) => {
      const banner = showConsentBanner(document, ENGLISH);
      if (focused !== undefined) banner?.querySelectorAll('button')[focused]?.focus();
    };

    it('removes it and keeps the keyboard user on the same button', () => {
      staticBanner(2);
      renderWithProviders(<CookieConsent />);
      expect(screen.getAllByRole('region', { name: 'Cookie consent' })).toHaveLength(1);
      expect(document.querySelector('.boot-consent')).toBeNull();
      expect(screen.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    });

    it('removes it when the choice was made there', () => {
      staticBanner();
      Cookies.set('consent_necessary', 'true', { path: '/' });
      renderWithProviders(<CookieConsent />);
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    });

    it('opens its details when "Configure" was pressed there', async () => {
      staticBanner();
      await userEvent.click(screen.getByRole('button', { name: 'Configure' }));
      renderWithProviders(<CookieConsent />);
      expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
      expect(document.documentElement).not.toHaveAttribute(DETAILS_REQUESTED);
    });
  });

  // Issue 41 item 7: "A 'Cookies' entry in the footer (every page) reopens the preferences; withdrawing consent
  // unloads what it allowed on the next page load."
  describe('changing or withdrawing the choice from the footer', () => {
    const portal = () => (
      <>
        <CookieConsent />
        <Footer />
      </>
    );

    it('reopens the settings with the stored choice and withdraws a category', async () => {
      const { user } = renderWithProviders(portal());
      await user.click(screen.getByRole('button', { name: 'Accept all' }));
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cookies' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
      expect(dialog).toHaveTextContent('A category you turn off stops on the next page load.');
      expect(screen.getByRole('checkbox', { name: /Preferences/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Statistics/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();

      const heard = jest.fn();
      bus.on('consent:changed', heard);
      await user.click(screen.getByRole('checkbox', { name: /Preferences/ }));
      await user.click(screen.getByRole('checkbox', { name: /Marketing/ }));
      await user.click(screen.getByRole('button', { name: 'Save choices' }));
      bus.off('consent:changed', heard);
      expect(Cookies.get()).toMatchObject({
        consent_necessary: 'true',
        consent_preferences: 'false',
        consent_statistics: 'true',
        consent_marketing: 'false',
      });
      expect(heard).toHaveBeenCalledWith({
        consent: { necessary: true, preferences: false, statistics: true, marketing: false },
      });
      expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument();
      // The banner stays away: the visitor has chosen.
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    });

    it('opens on a later visit, and cancelling keeps the choice', async () => {
      Cookies.set('consent_necessary', 'true', { path: '/' });
      Cookies.set('consent_statistics', 'true', { path: '/' });
      const { user } = renderWithProviders(portal());
      await user.click(screen.getByRole('button', { name: 'Cookies' }));
      await screen.findByRole('dialog', { name: 'Cookie settings' });
      expect(screen.getByRole('checkbox', { name: /Statistics/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Preferences/ })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).not.toBeInTheDocument();
      expect(Cookies.get('consent_statistics')).toBe('true');
      // And again.
      await user.click(screen.getByRole('button', { name: 'Cookies' }));
      expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    });
  });
});
