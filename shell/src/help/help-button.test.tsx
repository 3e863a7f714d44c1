import { screen } from '@testing-library/react';
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { HelpButton } from './help-button';

beforeEach(() => resetPortalState());

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
