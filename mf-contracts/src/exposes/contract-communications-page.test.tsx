// The contract communications page (customer-area §2; the call designed in api/docs/contracts.md).
import type { ContractCommunication } from '@portal/shared/api-types';
import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  emptyStateIcon,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ContractCommunicationsPage from './contract-communications-page';

function communication(index: number): ContractCommunication {
  return {
    id: index,
    name: `aviso-${index}.pdf`,
    created_date: `2024-${String((index % 12) + 1).padStart(2, '0')}-01T08:00:00.000Z`,
    size_text: '1 KB',
    filename: `aviso-${index}.pdf`,
    download_id: index,
  };
}

let all: ContractCommunication[] = [];
const calls: string[] = [];
const server = setupTestServer(
  http.get('*/api/:version/contracts/:id/communications/', ({ request, params }) => {
    const url = new URL(request.url);
    calls.push(`${String(params.id)}?${url.searchParams.toString()}`);
    if (params.id !== '1') return HttpResponse.json({ message: 'not_found' }, { status: 404 });
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const items = all.slice(offset, offset + limit);
    return HttpResponse.json({
      contract: { id: 1, name: '0010001', kind: 'electricity' },
      items,
      total_items: all.length,
      n_items: items.length,
      offset,
      limit,
    });
  }),
);

function renderPage(contractId = '1') {
  return renderWithProviders(<ContractCommunicationsPage />, {
    route: `/contracts/${contractId}/communications`,
    path: '/contracts/:contractId/communications',
  });
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  all = [communication(2), communication(1)];
  calls.length = 0;
});

describe('ContractCommunicationsPage', () => {
  it('lists the communications with their date, size and a download each', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the communications…');
    const table = await screen.findByRole('table', { name: 'Communications 1–2 of 2' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('aviso-2.pdf')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('01/03/2024')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Download aviso-2.pdf' })).toBeInTheDocument();
    expect(calls).toEqual(['1?offset=0&limit=20']);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('is titled with the contract number, not its internal id, and links back to its detail (issue 43 item 6)', async () => {
    const { user, router } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Communications of contract 0010001' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to contract 0010001' }));
    expect(router.state.location.pathname).toBe('/contracts/electricity/0010001');
    expect(calls).toEqual(['1?offset=0&limit=20']);
  });

  it('pages by 20 with previous and next', async () => {
    all = Array.from({ length: 25 }, (_, i) => communication(i + 1));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Communications 1–20 of 25' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('table', { name: 'Communications 21–25 of 25' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calls).toContain('1?offset=20&limit=20');
  });

  it('says so when the contract has none', async () => {
    all = [];
    renderPage();
    expect(await screen.findByText('This contract has no communications.')).toBeInTheDocument();
    // Issue 44: an empty state with an icon that fits the list.
    expect(emptyStateIcon('This contract has no communications.')).toBe('communications');
  });

  it("another customer's or an unknown contract is not found", async () => {
    renderPage('77');
    expect(await screen.findByText('Contract 77 was not found.')).toBeInTheDocument();
    expect(emptyStateIcon('Contract 77 was not found.')).toBe('contracts');
    // The next step, back to the contracts, is the page's own link.
    expect(screen.getByRole('link', { name: 'Back to the contracts' })).toHaveAttribute(
      'href',
      '/contracts/electricity',
    );
  });

  it('a failure shows an error with a retry', async () => {
    server.use(
      http.get('*/api/:version/contracts/:id/communications/', () =>
        HttpResponse.json({ message: 'conflict' }, { status: 409 }),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The communications could not be loaded.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
