import {
  fakeElementTiming,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { chartHandler, invoiceListHandlers, testInvoice } from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';

// One behaviour test per file: the parts, once in, stay in for the file's module registry.
let mockPartsRequested = false;
jest.mock('./invoice-list-parts', () => {
  mockPartsRequested = true;
  return jest.requireActual<object>('./invoice-list-parts');
});

setupTestServer(
  ...invoiceListHandlers({ electricity: [testInvoice({ id: 1, number: 'F-ONE' })], gas: [] }),
  chartHandler([testInvoice({ id: 1 })]),
);

beforeEach(() => {
  resetPortalState();
  mockPartsRequested = false;
});

// Issue 47 item 0: in the loads whose list answered before its first screen was rendered, the rows' parts were asked
// for in that screen's commit, before its frame reached the screen; Lighthouse then counted them among the requests
// before the heading, the page's largest paint (LCP 2.62 s against 2.5). The heading's frame on screen (its Element
// Timing entry) comes first, whatever arrives before it.
it('asks for the rows once the heading is on screen, even when the list answered before it', async () => {
  const timing = fakeElementTiming();
  try {
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const heading = await screen.findByRole('heading', { name: 'Electricity invoices' });
    // The answer is in (its pagination's total shows), the rows' place still holds their loader.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Electricity invoices' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Loading the invoices…')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'F-ONE' })).not.toBeInTheDocument();
    expect(mockPartsRequested).toBe(false);
    timing.deliver([heading.getAttribute('elementtiming') ?? '']);
    expect(await screen.findByRole('cell', { name: 'F-ONE' })).toBeInTheDocument();
    expect(mockPartsRequested).toBe(true);
  } finally {
    timing.restore();
  }
});
