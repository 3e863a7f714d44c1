// The home's requests card (issue 44 item 4): loading, the requests waiting for the customer's reply, none, and an
// error with retry.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseListHandler, caseSummary } from '../../../testing/cases';
import { RequestsSummary } from './requests-summary';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('RequestsSummary', () => {
  it('is busy while loading, then counts the requests waiting for a reply', async () => {
    server.use(caseListHandler([2, 7].map((id) => caseSummary(id, { state: 'additional_information' }))));
    renderWithProviders(<RequestsSummary />);
    const card = screen.getByRole('region', { name: 'My requests' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(await within(card).findByText('2 requests waiting for your reply')).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-busy', 'false');
  });

  it('offers a retry when the call fails, then says none waits', async () => {
    server.use(http.get('*/api/v1/crm/cases/', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<RequestsSummary />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    server.use(caseListHandler([]));
    await user.click(retry);
    expect(await screen.findByText('No requests waiting for your reply.')).toBeInTheDocument();
  });
});
