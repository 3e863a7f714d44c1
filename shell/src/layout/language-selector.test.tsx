import { screen, waitFor } from '@testing-library/react';
import { httpConfig } from '@portal/shared/http';
import { i18n, registerCatalogs } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import Cookies from 'js-cookie';
import { LanguageSelector } from './language-selector';

beforeAll(() => registerCatalogs('shell-test', async () => ({ messages: {} })));
beforeEach(() => resetPortalState());

describe('LanguageSelector', () => {
  it("offers only the brand's locales", () => {
    settingsStore.getState().setPublic({ locales: ['es-ES', 'en-US'] });
    renderWithProviders(<LanguageSelector />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['es-ES', 'en-US']);
  });

  it('is absent with a single locale', () => {
    settingsStore.getState().setPublic({ locales: ['ca-ES'] });
    renderWithProviders(<LanguageSelector />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("changes the locale and moves to the same page's path in the new locale, keeping query and hash", async () => {
    const { user, router } = renderWithProviders(<LanguageSelector />, {
      route: '/contracts/electricity/C-1/invoices?page=2#chart',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-ES');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contratos/electricity/C-1/facturas'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.hash).toBe('#chart');
    expect(i18n.locale).toBe('es-ES');
    expect(Cookies.get('lang')).toBe('es-ES');
    expect(httpConfig().locale).toBe('es-ES');
  });
});
