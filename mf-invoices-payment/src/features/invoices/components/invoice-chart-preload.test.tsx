import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartOf, listOf, testInvoice, testMultipointInvoice } from '../../../testing/invoice-fixtures';
import { installFakeResizeObserver } from '../../../testing/fake-resize-observer';
import { InvoicesView } from './invoices-view';

// Decision 009: the list's chart sums are asked for beside the list's call, not once the list
// has answered, so that the chart is drawn with the list (it has no library of its own to fetch). A multipoint list
// has its chart too (issue 43 item 4), asked for alike.
const invoices = [testInvoice({ id: 1, end_date: `${new Date().getFullYear()}-02-28`, amount_total: 12 })];
const asked: string[] = [];
let releaseList: () => void = () => undefined;
const server = setupTestServer(
  http.get('/api/v2/invoices/chart/', ({ request }) => {
    asked.push(`chart ${new URL(request.url).searchParams.get('type') ?? ''}`);
    return HttpResponse.json(chartOf(invoices));
  }),
  http.get('/api/v2/invoices_multipoint/', () => HttpResponse.json(listOf([testMultipointInvoice()]))),
);

// The chart is drawn once its box's width is reported (a ResizeObserver, after the browser's layout).
let removeResizeObserver: () => void;
beforeAll(() => {
  removeResizeObserver = installFakeResizeObserver();
});
afterAll(() => removeResizeObserver());

beforeEach(() => {
  resetPortalState();
  asked.length = 0;
  const listArrives = new Promise<void>((resolve) => (releaseList = resolve));
  server.use(
    http.get('/api/v1/invoices/', async () => {
      await listArrives;
      return HttpResponse.json(listOf(invoices));
    }),
  );
});
afterEach(() => releaseList());

it('asks for the chart sums while the list is still on its way, and draws the chart with the list', async () => {
  renderWithProviders(<InvoicesView />, { route: '/invoices' });
  await waitFor(() => expect(asked).toEqual(['chart electricity']));
  expect(screen.queryByRole('table', { name: 'Electricity invoices' })).not.toBeInTheDocument();
  releaseList();
  expect(await screen.findByRole('table', { name: 'Electricity invoices' })).toBeInTheDocument();
  expect(
    await screen.findByRole('slider', { name: /Bar chart of the amount of the invoices/ }),
  ).toBeInTheDocument();
  expect(asked).toEqual(['chart electricity']);
});

it('a multipoint list asks for its own sums once, and draws its chart', async () => {
  settingsStore.getState().setPrivate({ displayTypes: ['multipoint'] });
  renderWithProviders(<InvoicesView />, { route: '/invoices' });
  expect(await screen.findByRole('table', { name: /invoices/i })).toBeInTheDocument();
  expect(await screen.findByRole('slider', { name: /Bar chart of the amount/ })).toBeInTheDocument();
  expect(asked).toEqual(['chart multipoint']);
});
