import {
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  staticImportsOf,
} from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { join } from 'node:path';
import { chartHandler, invoiceListHandlers, listOf, testInvoice } from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';

// One behaviour test per file: the parts, once in, stay in for the file's module registry.
let mockPartsRequested = false;
jest.mock('./invoice-list-parts', () => {
  mockPartsRequested = true;
  return jest.requireActual<object>('./invoice-list-parts');
});

const server = setupTestServer(
  ...invoiceListHandlers({ electricity: [testInvoice({ id: 1, number: 'F-ONE' })], gas: [] }),
  chartHandler([testInvoice({ id: 1 })]),
);

beforeEach(() => {
  resetPortalState();
  mockPartsRequested = false;
});

// Issue 47 item 0: the invoices' largest paint is the list's heading; luxon's 19 KB on its path put it at 2.67 s (the
// budget is 2.5 s). The rows, the chart and the filter panel (which show dates) arrive once that screen is painted.
describe("the invoice list's first screen without luxon", () => {
  it("the page's first chunk imports no date library; the list's parts do", () => {
    const page = staticImportsOf(join(__dirname, '../../../exposes/invoices-page.tsx'));
    expect(page.files.length).toBeGreaterThan(10);
    expect(page.packages).not.toContain('@portal/shared/dates');
    expect(page.packages).not.toContain('luxon');
    expect(staticImportsOf(join(__dirname, 'invoice-list-parts.ts')).packages).toContain(
      '@portal/shared/dates',
    );
  });

  it('shows the heading and the loaders first, asks for the rows once that is painted, then shows them', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/v1/invoices/', async () => {
        await answered;
        return HttpResponse.json(listOf([testInvoice({ id: 1, number: 'F-ONE' })]));
      }),
    );
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    expect(await screen.findByRole('heading', { name: 'Electricity invoices' })).toBeInTheDocument();
    expect(screen.getByText('Loading the invoices…')).toBeInTheDocument();
    expect(mockPartsRequested).toBe(false);
    await waitFor(() => expect(mockPartsRequested).toBe(true));
    answer();
    expect(await screen.findByRole('cell', { name: 'F-ONE' })).toBeInTheDocument();
  });
});
