// The visitors' contact form's screen states (customer-area §2 "Unsigned contact"): its categories loading, an error
// with retry, then the form with the unsigned categories.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { caseOptionHandlers, failingUntilRecovered, retryAfterFailure } from '../../../testing/cases';
import { UnsignedContactForm } from './unsigned-contact-form';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('UnsignedContactForm', () => {
  it('shows its categories loading, then the form with the unsigned ones', async () => {
    server.use(...caseOptionHandlers());
    renderWithProviders(<UnsignedContactForm />);
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    const options = within(screen.getByLabelText(/^Category/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a category',
      'Tariffs',
      'Other questions',
    ]);
  });

  it('says the form could not be loaded, and retrying loads it', async () => {
    const categories = failingUntilRecovered('*/api/v1/crm/cases/categories/');
    server.use(categories.handler, ...caseOptionHandlers());
    const { user } = renderWithProviders(<UnsignedContactForm />);
    await retryAfterFailure(user, 'The form could not be loaded.', categories.recover);
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });
});
