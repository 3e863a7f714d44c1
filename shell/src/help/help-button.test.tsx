import { screen } from '@testing-library/react';
import { REMOTE_NAMES, settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { registerRemotes, resetShellState } from '../testing/reset-shell';
import { HelpButton } from './help-button';

beforeEach(() => {
  resetPortalState();
  resetShellState();
  registerRemotes();
});

it('toggles the help panel with e-mail, phone and the contact button, by keyboard', async () => {
  settingsStore
    .getState()
    .setPublic({ 'organization.email': 'help@acme.example', 'organization.phone': '900 100 200' });
  const { user, router } = renderWithProviders(<HelpButton />);
  const toggle = screen.getByRole('button', { name: 'Help' });
  toggle.focus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Can we help you?' });
  expect(panel).toHaveTextContent('Phone: 900 100 200');
  expect(screen.getByRole('link', { name: 'E-mail: help@acme.example' })).toHaveAttribute(
    'href',
    'mailto:help@acme.example',
  );
  await user.click(screen.getByRole('link', { name: 'Contact us' }));
  expect(router.state.location.pathname).toBe('/contact');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('offers no contact button when the remote of the contact page is not available', async () => {
  registerRemotes(REMOTE_NAMES.filter((name) => name !== 'mf_cases'));
  const { user } = renderWithProviders(<HelpButton />);
  await user.click(screen.getByRole('button', { name: 'Help' }));
  await screen.findByRole('dialog', { name: 'Can we help you?' });
  expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
});

// customer-area §1 "Support hours shown are 8 to 17 h, 365 days a year": in the spec's words through the shared
// formatter, not the raw setting "8-17h, 365" (issue 43 item 9); nothing when the brand sets none.
it('shows the support hours as the spec words them, not the raw setting', async () => {
  settingsStore.getState().setPublic({ 'organization.schedule': '8-17h, 365' });
  const { user } = renderWithProviders(<HelpButton />);
  await user.click(screen.getByRole('button', { name: 'Help' }));
  const panel = await screen.findByRole('dialog', { name: 'Can we help you?' });
  expect(panel).toHaveTextContent('Support hours: 8 to 17 h, 365 days a year.');
  expect(panel).not.toHaveTextContent('8-17h');
});

it('leaves the support hours out when the brand sets none', async () => {
  settingsStore.getState().setPublic({ 'organization.schedule': '' });
  const { user } = renderWithProviders(<HelpButton />);
  await user.click(screen.getByRole('button', { name: 'Help' }));
  const panel = await screen.findByRole('dialog', { name: 'Can we help you?' });
  expect(panel).not.toHaveTextContent('hours');
});

// Issue 44 §3: "the floating help button covers the end of form labels" at 390 px; on a phone it sits in the footer.
it('floats over the corner by default, and sits in the flow (the footer on a phone) when inline', async () => {
  const { unmount } = renderWithProviders(<HelpButton />);
  expect(screen.getByRole('button', { name: 'Help' }).parentElement).toHaveStyle({ position: 'fixed' });
  unmount();
  const { user } = renderWithProviders(<HelpButton inline />);
  const toggle = screen.getByRole('button', { name: 'Help' });
  expect(toggle).toHaveTextContent('Help');
  expect(toggle.parentElement).not.toHaveStyle({ position: 'fixed' });
  await user.click(toggle);
  expect(await screen.findByRole('dialog', { name: 'Can we help you?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close help' })).toHaveAttribute('aria-expanded', 'true');
});
