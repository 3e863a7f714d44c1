import { screen } from '@testing-library/react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { createTestToken, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { LeadHelpPanel } from './lead-help-panel';

beforeEach(() => {
  resetPortalState();
  settingsStore.getState().setPublic({
    'organization.phone': '900 123 456',
    'organization.schedule': '8-17h, 365',
    'organization.email': 'ayuda@example.com',
    'links.help': '',
    'contractation.electricity.enabled': true,
  });
});

/** The brand's contracting flows: each on or off (§2 "Contracting routes (electricity, dual, gas): each only if
 * enabled"). */
function contracting(electricity: boolean, gas: boolean, dual: boolean) {
  settingsStore.getState().setPublic({
    'contractation.electricity.enabled': electricity,
    'contractation.gas.enabled': gas,
    'contractation.dual.enabled': dual,
  });
}

// visitor-features §2 "Lead-contact form": "A chpower help variant offers a dashboard button for existing clients
// and a contract button for others, plus the organisation phone, schedule and e-mail. A help panel has title, text
// and a button."
describe('the lead help panel', () => {
  it('offers a visitor the contract button, with the organisation phone, schedule and e-mail', () => {
    renderWithProviders(<LeadHelpPanel />);
    const panel = screen.getByRole('region', { name: 'Do you need help?' });
    expect(panel).toHaveTextContent('Our team advises you on the power and the rate that suit you best.');
    expect(screen.getByRole('link', { name: '900 123 456' })).toHaveAttribute('href', 'tel:900123456');
    // The support hours in the spec's words (customer-area §1 "Support hours shown are 8 to 17 h, 365 days a year"),
    // not the raw setting "8-17h, 365" (issue 43 item 9).
    expect(panel).toHaveTextContent('(8 to 17 h, 365 days a year)');
    expect(panel).not.toHaveTextContent('8-17h');
    expect(screen.getByRole('link', { name: 'ayuda@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayuda@example.com',
    );
    expect(screen.getByRole('link', { name: 'Become a customer' })).toHaveAttribute(
      'href',
      '/new-electricity-customer',
    );
    expect(screen.queryByRole('link', { name: 'Go to my dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More help' })).not.toBeInTheDocument();
  });

  it('offers a signed-in client the dashboard button instead, and the help link when the brand has one', () => {
    authStore.getState().loginSuccess(createTestToken());
    settingsStore.getState().setPublic({ 'links.help': 'https://ayuda.example.com/' });
    renderWithProviders(<LeadHelpPanel />);
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/invoices');
    expect(screen.queryByRole('link', { name: 'Become a customer' })).not.toBeInTheDocument();
    const help = screen.getByRole('link', { name: 'More help' });
    expect(help).toHaveAttribute('href', 'https://ayuda.example.com/');
    // It says it opens a new tab (WCAG technique G201), without handing that tab the portal's window.
    expect(help).toHaveAccessibleDescription('Opens in a new tab');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  // §2: a disabled contracting route does not exist (its path shows 404): the button leads to one that does.
  it('with electricity contracting off, the contract button leads to the first flow the brand enables', () => {
    contracting(false, true, true);
    const { unmount } = renderWithProviders(<LeadHelpPanel />);
    expect(screen.getByRole('link', { name: 'Become a customer' })).toHaveAttribute(
      'href',
      '/new-dual-customer',
    );
    unmount();

    contracting(false, true, false);
    renderWithProviders(<LeadHelpPanel />);
    expect(screen.getByRole('link', { name: 'Become a customer' })).toHaveAttribute(
      'href',
      '/new-gas-customer',
    );
  });

  it('with no contracting flow enabled, offers no contract button', () => {
    contracting(false, false, false);
    renderWithProviders(<LeadHelpPanel />);
    expect(screen.getByRole('region', { name: 'Do you need help?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a customer' })).not.toBeInTheDocument();
  });

  it('leaves out the phone and the e-mail the brand does not set', () => {
    settingsStore.getState().setPublic({ 'organization.phone': '', 'organization.email': '' });
    renderWithProviders(<LeadHelpPanel />);
    expect(screen.queryByText('Phone:')).not.toBeInTheDocument();
    expect(screen.queryByText('E-mail:')).not.toBeInTheDocument();
  });
});
