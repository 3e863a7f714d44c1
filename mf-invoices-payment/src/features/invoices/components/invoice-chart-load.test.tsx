import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartHandler, listOf, testInvoice } from '../../../testing/invoice-fixtures';
import { installFakeResizeObserver } from '../../../testing/fake-resize-observer';
import { InvoicesView } from './invoices-view';

// The chart's code (react-apexcharts and ApexCharts' bars, its own chunk) failing to arrive (a deployment replaced,
// the network gone): the chart says so and retries; the list does not depend on it.
let mockChunkFails = true;
jest.mock('../chart/apex-bar-chart', () => {
  if (mockChunkFails) throw new Error('Loading chunk 6879 failed.');
  return jest.requireActual<object>('../chart/apex-bar-chart');
});

const thisYear = new Date().getFullYear();
const invoices = [testInvoice({ id: 1, end_date: `${thisYear}-02-28`, amount_total: 50 })];
setupTestServer(
  http.get('/api/v1/invoices/', () => HttpResponse.json(listOf(invoices))),
  chartHandler(invoices),
);

// The chart is drawn once its box's width is reported (a ResizeObserver, after the browser's layout).
let removeResizeObserver: () => void;
beforeAll(() => {
  removeResizeObserver = installFakeResizeObserver();
});
afterAll(() => removeResizeObserver());

beforeEach(() => resetPortalState());

it('shows that the chart could not be loaded, with a retry that draws it once its code arrives', async () => {
  const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
  expect(await screen.findByText('The chart could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Electricity invoices' })).toBeInTheDocument();
  // The legend is there already: the chart's own part.
  expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
  mockChunkFails = false;
  await user.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(
    await screen.findByRole('slider', { name: /Bar chart of the amount of the invoices/ }),
  ).toBeInTheDocument();
  expect(screen.queryByText('The chart could not be loaded')).not.toBeInTheDocument();
});
