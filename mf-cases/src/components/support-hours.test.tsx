// customer-area §1 "Support hours shown are 8 to 17 h, 365 days a year", from the setting organization.schedule.
import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { SupportHours } from './support-hours';

beforeEach(() => resetPortalState());

describe('SupportHours', () => {
  it("words the brand's schedule as the spec does", () => {
    settingsStore.getState().setPublic({ 'organization.schedule': '8-17h, 365' });
    renderWithProviders(<SupportHours />);
    expect(screen.getByText('Support hours: 8 to 17 h, 365 days a year.')).toBeInTheDocument();
  });

  it('shows nothing when the brand sets none', () => {
    settingsStore.getState().setPublic({ 'organization.schedule': '' });
    const { container } = renderWithProviders(<SupportHours />);
    expect(container).toBeEmptyDOMElement();
  });
});
