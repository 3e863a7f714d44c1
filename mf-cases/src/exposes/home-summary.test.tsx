// Issue 44 item 4: "Above the spec's action tiles, a summary of what needs the customer now: … open cases with a
// reply. Each links to where it is handled". customer-area §4 case message states: "additional information needed".
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { caseListHandler, caseSummary, type CaseListCall } from '../testing/cases';
import HomeSummary from './home-summary';

const waiting = (id: number) => caseSummary(id, { state: 'additional_information' });
let calls: CaseListCall[] = [];
const server = setupTestServer();

beforeEach(() => {
  resetPortalState();
  calls = [];
});

const card = () => screen.findByRole('region', { name: 'My requests' });

describe('the home summary’s requests card', () => {
  it.each([
    {
      title: 'one request waiting for a reply leads to it, asking only for that state',
      cases: [caseSummary(1, { state: 'in_process' }), waiting(2)],
      count: '1 request waiting for your reply',
      link: 'Reply to request CAS-000002',
      href: '/requests/2',
    },
    {
      title: 'several lead to the list filtered by that state',
      cases: [waiting(2), waiting(7), waiting(12)],
      count: '3 requests waiting for your reply',
      link: 'See the requests',
      href: '/requests?state=additional_information',
    },
  ])('$title', async ({ cases, count, link, href }) => {
    server.use(caseListHandler(cases, calls));
    renderWithProviders(<HomeSummary />);
    const region = await card();
    expect(await within(region).findByText(count)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(calls).toEqual([{ offset: 0, limit: 1, state: 'additional_information' }]);
  });

  it('says so when none waits, and offers a retry when the call fails', async () => {
    server.use(http.get('*/api/v1/crm/cases/', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = renderWithProviders(<HomeSummary />);
    const region = await card();
    const retry = await within(region).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    server.use(caseListHandler([caseSummary(1, { state: 'accepted' })]));
    await user.click(retry);
    await waitFor(() =>
      expect(within(region).getByText('No requests waiting for your reply.')).toBeInTheDocument(),
    );
  });
});
