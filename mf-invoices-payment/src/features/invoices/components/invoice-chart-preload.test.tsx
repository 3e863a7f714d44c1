import { settingsStore } from '@portal/shared/settings';
import { holdPaint, renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartOf, listOf, testInvoice, testMultipointInvoice } from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';

// Decision 009, "Stop 29": ApexCharts (190 KB gzip) is fetched once the list's first screen (its heading, the loader)
// is painted, not with the page's code, where it travelled before that screen and delayed it; it is still asked for
// while the list's call travels, so that the chart follows the list (issue 9). Only a list that draws a chart asks.
let mockFetched = 0;
jest.mock('../chart/apex-bar-chart', () => {
  mockFetched += 1;
  return jest.requireActual('../../../testing/apexcharts-stub');
});

const invoices = [testInvoice({ id: 1, end_date: `${new Date().getFullYear()}-02-28` })];
let releaseList: () => void = () => undefined;
const server = setupTestServer(
  http.get('/api/v2/invoices/chart/', () => HttpResponse.json(chartOf(invoices))),
  http.get('/api/v2/invoices_multipoint/', () => HttpResponse.json(listOf([testMultipointInvoice()]))),
);

/** The browser's next frame, painted only when the test says so. */
let held: ReturnType<typeof holdPaint>;

beforeEach(() => {
  resetPortalState();
  held = holdPaint();
  const listArrives = new Promise<void>((resolve) => (releaseList = resolve));
  server.use(
    http.get('/api/v1/invoices/', async () => {
      await listArrives;
      return HttpResponse.json(listOf(invoices));
    }),
  );
});
afterEach(() => {
  releaseList();
  held.restore();
});

// First: once fetched, the chart's code stays (a module, like the browser's).
it('a multipoint list, which draws no chart, never fetches the chart code', async () => {
  settingsStore.getState().setPrivate({ displayTypes: ['multipoint'] });
  renderWithProviders(<InvoicesView />, { route: '/invoices' });
  expect(await screen.findByRole('table', { name: /invoices/i })).toBeInTheDocument();
  held.paint();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(mockFetched).toBe(0);
});

it('fetches the chart code after the list’s first screen is painted, while the list is still on its way', async () => {
  renderWithProviders(<InvoicesView />, { route: '/invoices' });
  expect(await screen.findByRole('heading', { name: 'Electricity invoices' })).toBeInTheDocument();
  expect(mockFetched).toBe(0);
  held.paint();
  await waitFor(() => expect(mockFetched).toBe(1));
  expect(screen.queryByRole('table', { name: 'Electricity invoices' })).not.toBeInTheDocument();
  releaseList();
  expect(await screen.findByTestId('apexchart')).toBeInTheDocument();
});
