// One request's screen states (customer-area §2 "Request detail"): loading, the request with its conversation, "not
// found" (no valid id, or another customer's request: the API's 404), "Case info cannot be obtained." with a retry
// (§8), and a closed request that takes no more messages.
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseDetail, caseDetailHandler } from '../../../testing/cases';
import { RequestDetailView } from './request-detail-view';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('RequestDetailView', () => {
  it('shows the request loading, then its data and the form to add a message', async () => {
    server.use(caseDetailHandler([caseDetail(5, { subject: 'Invoice too high', state: 'in_process' })]));
    renderWithProviders(<RequestDetailView id={5} />);
    expect(screen.getByText('Loading the request…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'CAS-000005: Invoice too high' })).toBeInTheDocument();
    expect(screen.getByText('There are no messages in this request yet.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a message' })).toBeInTheDocument();
  });

  it.each([
    ['no valid id', undefined],
    ['another customer’s request (404)', 6],
  ])('with %s, says the request does not exist, with the way back', async (_, id) => {
    server.use(caseDetailHandler([caseDetail(5)]));
    renderWithProviders(<RequestDetailView id={id} />);
    expect(await screen.findByText('This request does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my requests' })).toHaveAttribute('href', '/requests');
  });

  it('says "Case info cannot be obtained." on another failure, and retrying shows the request', async () => {
    server.use(http.get('*/api/v1/crm/cases/:id/', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderWithProviders(<RequestDetailView id={5} />);
    expect(
      await screen.findByText('Case info cannot be obtained.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    server.use(caseDetailHandler([caseDetail(5, { subject: 'Invoice too high' })]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'CAS-000005: Invoice too high' })).toBeInTheDocument();
  });

  it('a closed (accepted) request takes no more messages', async () => {
    server.use(caseDetailHandler([caseDetail(5, { state: 'accepted' })]));
    renderWithProviders(<RequestDetailView id={5} />);
    expect(
      await screen.findByText('This request is closed: it does not take more messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a message' })).not.toBeInTheDocument();
  });
});
