// The new request's screen states (customer-area §2 "Create request"): its options loading, an error with retry, no
// contract to ask about, and the form with one contract chosen at once.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseOptionHandlers, contractItem } from '../../../testing/cases';
import { RequestForm } from './request-form';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('RequestForm', () => {
  it('shows its options loading, then the form with the only contract already chosen', async () => {
    server.use(...caseOptionHandlers([contractItem(1, '0010001')]));
    renderWithProviders(<RequestForm />);
    expect(screen.getByText('Loading the form…')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'New request' });
    expect(form).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contract/)).toHaveDisplayValue('0010001 · Calle Mayor 1, Madrid');
  });

  it('says the form could not be loaded, and retrying loads it', async () => {
    let failing = true;
    const contracts = () =>
      failing
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json({ items: [contractItem(1, '0010001')] });
    server.use(
      http.get('*/api/v2/contracts', contracts),
      // customer-area §7: the versioned client asks a lower version after a failure.
      http.get('*/api/v1/contracts', contracts),
      ...caseOptionHandlers().slice(1),
    );
    const { user } = renderWithProviders(<RequestForm />);
    expect(await screen.findByText('The form could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'New request' })).toBeInTheDocument();
  });

  it('without a contract, says there is nothing to make a request about', async () => {
    server.use(...caseOptionHandlers([]));
    renderWithProviders(<RequestForm />);
    expect(await screen.findByText('You have no contracts to make a request about.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
