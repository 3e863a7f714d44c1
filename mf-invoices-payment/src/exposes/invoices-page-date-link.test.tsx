import {
  bannersHandler,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { chartHandler, invoiceListHandlers, listOf, testInvoice } from '../testing/invoice-fixtures';
import InvoicesPage from './invoices-page';

const server = setupTestServer(
  bannersHandler(),
  ...invoiceListHandlers({ electricity: [testInvoice({ id: 1, number: 'F-ONE' })], gas: [] }),
  chartHandler([testInvoice({ id: 1 })]),
);

beforeEach(() => resetPortalState());

// The date filters are read through luxon, which comes with the list's parts (features/invoices/components/list-parts.ts). An address with a date
// filter (a shared link) makes the page wait for them: its first call already has the filter. Alone in its file: the
// parts must not have arrived before.
describe('a shared link with a date filter, before the list parts are in', () => {
  it('reads the date filters of a shared link once the parts are in (the page waits for them)', async () => {
    const filters: string[] = [];
    server.use(
      http.get('/api/v1/invoices/', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json(listOf([testInvoice({ id: 1, number: 'F-ONE' })]));
      }),
    );
    // Under a Suspense boundary, as the shell renders a page (RemoteModule); an awaited act lets React retry the render
    // that waited (a synchronous one drops the retry).
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>Loading the page</p>}>
          <InvoicesPage />
        </Suspense>,
        { route: '/invoices?from=01/02/2026' },
      );
      await Promise.resolve();
    });
    expect(await screen.findByRole('cell', { name: 'F-ONE' })).toBeInTheDocument();
    // Never asked without its date filter (what a page that did not wait would ask).
    expect(filters.map((filter) => JSON.parse(filter) as unknown)).toEqual([[['date', '>=', '2026-02-01']]]);
  });
});
