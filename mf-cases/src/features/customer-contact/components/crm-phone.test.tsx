// customer-area §2 "Customer contact": "Shows the organisation's CRM phone as a call link when configured".
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { CrmPhone } from './crm-phone';

beforeEach(() => resetPortalState());

describe('CrmPhone', () => {
  it('shows the phone as a link that dials its digits', () => {
    settingsStore.getState().setPublic({ 'organization.phone_crm': '+34 900.123.456' });
    renderWithProviders(<CrmPhone />);
    expect(screen.getByText(/You can also call us at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+34 900.123.456' })).toHaveAttribute('href', 'tel:+34900123456');
  });

  it('shows nothing when the phone is not configured', () => {
    settingsStore.getState().setPublic({ 'organization.phone_crm': ' ' });
    const { container } = renderWithProviders(<CrmPhone />);
    expect(container).toBeEmptyDOMElement();
  });
});
