import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { LeadSent } from './lead-sent';

beforeEach(() => resetPortalState());

it('is a status message whose heading takes the focus when it appears', () => {
  renderWithProviders(<LeadSent title="Request sent">An adviser will contact you soon.</LeadSent>);
  const heading = screen.getByRole('heading', { level: 2, name: 'Request sent' });
  expect(heading).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Request sentAn adviser will contact you soon.');
});
