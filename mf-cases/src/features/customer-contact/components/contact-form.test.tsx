// The customer contact's screen states (customer-area §2 "Customer contact"): without a contract, nothing to write
// about; opened to send readings (`?autolectures=true`), no category picker and the categories never asked.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseOptionHandlers } from '../../../testing/cases';
import { CustomerContactForm } from './contact-form';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('CustomerContactForm', () => {
  it('without a contract, says there is nothing to write to us about', async () => {
    server.use(...caseOptionHandlers([]));
    renderWithProviders(<CustomerContactForm autolectures={false} />);
    expect(await screen.findByText('You have no contracts to write to us about.')).toBeInTheDocument();
  });

  it('to send readings: the form without a category picker, the categories not asked', async () => {
    let categoriesAsked = false;
    server.use(
      ...caseOptionHandlers().slice(0, 1),
      http.get('*/api/v1/crm/cases/categories/', () => {
        categoriesAsked = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderWithProviders(<CustomerContactForm autolectures />);
    expect(await screen.findByRole('form', { name: 'Send your meter readings' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Category/)).not.toBeInTheDocument();
    expect(categoriesAsked).toBe(false);
  });
});
