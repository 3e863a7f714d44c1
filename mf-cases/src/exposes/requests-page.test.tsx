import type { CaseSummary } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  emptyStateIcon,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  caseListHandler,
  caseSummary,
  failingUntilRecovered,
  retryAfterFailure,
  type CaseListCall,
} from '../testing/cases';
import RequestsPage from './requests-page';

const cases: CaseSummary[] = Array.from({ length: 23 }, (_, i) => caseSummary(i + 1));
let calls: CaseListCall[] = [];
const server = setupTestServer();

function renderPage(route = '/requests') {
  return renderWithProviders(<RequestsPage />, {
    route,
    path: '/requests',
    routes: [{ path: '*', element: <p>elsewhere</p> }],
  });
}
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  calls = [];
  server.use(caseListHandler(cases, calls));
});

describe('RequestsPage', () => {
  it('"the list (state, section, category, contract, dates)": one row per request after a loading state', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your requests…');
    expect(await screen.findByText('23 requests')).toBeInTheDocument();
    expect(calls[0]).toEqual({ offset: 0, limit: 10, state: null });
    expect(rows()).toHaveLength(10);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The category is folded under the section and the last update under the creation date, each header under the
    // other's (issue 44 item 1: the table fits from 1,024 px up).
    expect(headers).toEqual(['Request', 'SectionCategory', 'Contract', 'Created onLast update', 'State']);
    const first = rows()[0]!;
    expect(within(first).getByRole('link', { name: 'Request CAS-000001: Question 1' })).toHaveAttribute(
      'href',
      '/requests/1',
    );
    expect(within(first).getByText('Billing')).toBeInTheDocument();
    expect(within(first).getByText('Invoice query')).toBeInTheDocument();
    expect(within(first).getByText('0010001')).toBeInTheDocument();
    // The dates: created, and last changed (its latest message).
    expect(within(first).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(first).getByText('02/04/2026')).toBeInTheDocument();
    expect(within(first).getByText('Denied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/requests/create');
  });

  it('labels every case message state (customer-area §4 "accepted, denied, additional information needed, being processed, in process")', async () => {
    renderPage();
    await screen.findByText('23 requests');
    const states = rows()
      .slice(0, 5)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(states).toEqual([
      'Denied',
      'Additional information needed',
      'Being processed',
      'In process',
      'Accepted',
    ]);
  });

  it('shows a request without a contract with a dash', async () => {
    server.use(caseListHandler([caseSummary(1, { contract: null })]));
    renderPage();
    await screen.findByText('1 request');
    expect(within(rows()[0]!).getAllByRole('cell')[2]).toHaveTextContent('—');
  });

  it('pages, keeping the place in the address', async () => {
    const { user, router } = renderPage();
    await screen.findByText('23 requests');
    await user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(within(rows()[0]!).getByRole('link', { name: /CAS-000011/ })).toBeInTheDocument(),
    );
    expect(calls.at(-1)).toEqual({ offset: 10, limit: 10, state: null });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens on the page and size the address names', async () => {
    renderPage('/requests?page=3&size=5');
    await screen.findByText('23 requests');
    expect(calls.at(-1)).toEqual({ offset: 10, limit: 5, state: null });
    expect(rows()).toHaveLength(5);
  });

  it('filters by state on the server, from the first page', async () => {
    const { user, router } = renderPage('/requests?page=2');
    await screen.findByText('23 requests');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Accepted');
    expect(await screen.findByText('4 requests')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ offset: 0, limit: 10, state: 'accepted' });
    expect(router.state.location.search).toBe('?state=accepted');
    expect(rows().every((row) => within(row).queryByText('Accepted'))).toBe(true);
  });

  it('says when no request is in the chosen state, with a way back to all', async () => {
    server.use(caseListHandler([caseSummary(1, { state: 'denied' })], calls));
    const { user } = renderPage('/requests?state=accepted');
    expect(await screen.findByText('There are no requests in this state.')).toBeInTheDocument();
    // Issue 44: the filter's picture, and the way out of the filter.
    expect(emptyStateIcon('There are no requests in this state.')).toBe('filter');
    await user.click(screen.getByRole('button', { name: 'Show all states' }));
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(calls.at(-1)?.state).toBeNull();
  });

  // Issue 44 §3: "empty states with an icon and the next action".
  it('has an empty state when the customer has no requests, with the next action: a new request', async () => {
    server.use(caseListHandler([]));
    renderPage();
    expect(await screen.findByText('You have no requests yet.')).toBeInTheDocument();
    expect(emptyStateIcon('You have no requests yet.')).toBe('cases');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The page's own button above, and the empty state's.
    const links = screen.getAllByRole('link', { name: 'New request' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/requests/create');
  });

  it('shows "Case info cannot be obtained" (customer-area §8) on a failure, and retries', async () => {
    const list = failingUntilRecovered('*/api/v1/crm/cases/');
    server.use(list.handler);
    const { user } = renderPage();
    await retryAfterFailure(user, 'Case info cannot be obtained.', () => {
      list.recover();
      server.use(caseListHandler(cases, calls));
    });
    expect(await screen.findByText('23 requests')).toBeInTheDocument();
  });
});
