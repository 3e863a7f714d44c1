import { screen } from '@testing-library/react';
import { bus } from '@portal/shared/events';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { CookieConsent } from './cookie-consent';

beforeEach(() => resetPortalState());

describe('cookie consent (necessary, preferences, statistics, marketing)', () => {
  it('accept all stores every category in the consent cookies and hides the banner', async () => {
    const { user } = renderWithProviders(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(Cookies.get()).toMatchObject({
      consent_necessary: 'true',
      consent_preferences: 'true',
      consent_statistics: 'true',
      consent_marketing: 'true',
    });
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
    expect(Cookies.get()).toMatchObject({
      consent_necessary: 'true',
      consent_preferences: 'false',
      consent_statistics: 'true',
      consent_marketing: 'false',
    });
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
});
