import { act, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { holdPaint, renderWithProviders } from '@portal/shared/testing';
import { OPENING_BACKDROP_SELECTOR } from '@portal/shared/ui';
import { FirstScreenSettledMark } from '../app/first-screen';
import { onAPhone } from '../testing/phone-width';
import { setupMenuTests } from '../testing/server-pages';
import { Header } from './header';

const serverPages = setupMenuTests();

beforeEach(() => {
  settingsStore.getState().setPublic({ 'comparator.enabled': true, signup: false });
});

// Issue 7: below a tablet width the menu goes behind a labelled button, in a drawer that closes on navigation.
describe('the menu button (phone widths)', () => {
  it('opens the main menu in a drawer named Menu, with the links', async () => {
    const { user } = renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact', 'Price comparator', 'Sign in']);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  // Issue 47 item 1: the drawer (its code on the first opening, its machines, the menu's entries) took 133–206 ms of
  // the click's processing at the budgets' CPU. The click's frame shows the page dimmed; the drawer follows its paint.
  it('answers the click with the page dimmed and opens the drawer once that frame is painted', async () => {
    const { user } = renderWithProviders(<Header />);
    const paint = holdPaint();
    try {
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(document.querySelector(OPENING_BACKDROP_SELECTOR)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      paint.paint();
    } finally {
      paint.restore();
    }
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector(OPENING_BACKDROP_SELECTOR)).not.toBeInTheDocument());
  });

  it('closes when a link of the menu navigates', async () => {
    const { user, router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Price comparator' }));
    expect(router.state.location.pathname).toBe('/comparator');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on any navigation, the back button too', async () => {
    const { user, router } = renderWithProviders(<Header />, { route: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await act(() => router.navigate('/comparator'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('closes on a link to the page already shown', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/comparator' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Price comparator' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('is used by keyboard: Enter opens it, Escape closes it and gives the focus back to the button', async () => {
    const { user } = renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('has a close button', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Close the menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('the server pages on a phone', () => {
  it('are asked for once the first screen has settled, so that the drawer opens with them', async () => {
    onAPhone();
    authStore.setState({ isAuthenticated: true });
    settingsStore.getState().setPublic({ enableServerElements: true });
    // The layout's watcher of the first screen, as in the portal.
    const { user } = renderWithProviders(
      <>
        <Header />
        <FirstScreenSettledMark />
      </>,
    );
    await waitFor(() => expect(serverPages.asked()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Our tariffs' })).toHaveAttribute('href', '/d/tarifas/7');
    expect(serverPages.asked()).toBe(1);
  });
});
