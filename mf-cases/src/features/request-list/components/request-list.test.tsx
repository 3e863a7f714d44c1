// The requests list's screen states (customer-area §2 "Requests"): loading, the rows of a page, none yet, and the
// list's error ("Case info cannot be obtained.", §8).
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseListHandler, caseSummary } from '../../../testing/cases';
import { RequestList } from './request-list';

const server = setupTestServer();
beforeEach(() => resetPortalState());

describe('RequestList', () => {
  it('shows the requests loading, then a row for each', async () => {
    server.use(caseListHandler([caseSummary(1), caseSummary(2)]));
    renderWithProviders(<RequestList />);
    expect(screen.getByText('Loading your requests…')).toBeInTheDocument();
    expect(await screen.findAllByText('Question 1')).not.toHaveLength(0);
    expect(screen.getAllByText('Question 2')).not.toHaveLength(0);
  });

  it('with no request yet, says so and how to make one', async () => {
    server.use(caseListHandler([]));
    renderWithProviders(<RequestList />);
    expect(await screen.findByText('You have no requests yet.')).toBeInTheDocument();
  });

  it('says the cases cannot be obtained when the list fails', async () => {
    server.use(http.get('*/api/v1/crm/cases/', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<RequestList />);
    expect(await screen.findByText('Case info cannot be obtained.')).toBeInTheDocument();
  });
});
