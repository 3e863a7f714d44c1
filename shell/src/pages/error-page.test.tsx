import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { CrashPage } from './crash-page';
import { ErrorPage } from './error-page';

beforeEach(() => resetPortalState());

describe('ErrorPage ("Error page by code")', () => {
  it('404: back to home', async () => {
    const { user, router } = renderWithProviders(<ErrorPage code={404} />, { route: '/missing' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([500, 503])('%i: refresh', async (code) => {
    const onRefresh = jest.fn();
    const { user } = renderWithProviders(<ErrorPage code={code} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it.each([401, 403])('%i: continue clears the error', async (code) => {
    authStore.getState().loginFailure({ code, text: 'denied' });
    const { user } = renderWithProviders(<ErrorPage code={code} />);
    expect(screen.getByRole('heading', { name: 'Authentication error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(authStore.getState()).toMatchObject({ statusCode: undefined, statusText: undefined });
  });

  it('503 shows the logo and no help link; other codes show the help link', () => {
    settingsStore.getState().setPublic({ 'links.help': 'https://help.example', 'brand.name': 'Acme' });
    const { unmount } = renderWithProviders(<ErrorPage code={503} />);
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ErrorPage code={500} />);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://help.example');
  });

  it('other codes show the generic error page', () => {
    renderWithProviders(<ErrorPage code={418} />);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  });
});

describe('CrashPage', () => {
  it('offers a retry', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<CrashPage onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
