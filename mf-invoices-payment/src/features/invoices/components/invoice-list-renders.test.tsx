// Issue 47 item 1 ("Interactions ≤ 200 ms … switch the invoice tabs and apply a filter, open an invoice's history"):
// opening the filters panel or an invoice's history changes the list's own state; the table's rows and the chart are
// not rendered again for it (a page of 100 rows and the chart were most of those interactions' time on a phone).
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { http, HttpResponse } from 'msw';
import { chartHandler, listOf, testInvoice } from '../../../testing/invoice-fixtures';
import type * as ChartModule from './invoice-chart';
import type * as TableModule from './invoice-table';
import { InvoicesView } from './invoices-view';

const renders = { table: 0, chart: 0 };

jest.mock('./invoice-table', () => {
  const actual = jest.requireActual<typeof TableModule>('./invoice-table');
  return {
    ...actual,
    InvoiceTable: (props: Parameters<typeof actual.InvoiceTable>[0]) => {
      renders.table += 1;
      return actual.InvoiceTable(props);
    },
  };
});
jest.mock('./invoice-chart', () => {
  const actual = jest.requireActual<typeof ChartModule>('./invoice-chart');
  return {
    ...actual,
    InvoiceChart: (props: Parameters<typeof actual.InvoiceChart>[0]) => {
      renders.chart += 1;
      return actual.InvoiceChart(props);
    },
  };
});

setupTestServer(
  http.get('/api/v1/invoices/', () =>
    HttpResponse.json(
      listOf([testInvoice({ id: 1, number: 'F-ONE' }), testInvoice({ id: 2, number: 'F-TWO' })]),
    ),
  ),
  http.get('/api/v2/filter/params', () =>
    HttpResponse.json({ cups: [], addresses: [], contracts: [], vats: [] }),
  ),
  chartHandler([testInvoice({ id: 1 })]),
);

beforeEach(() => {
  resetPortalState();
  renders.table = 0;
  renders.chart = 0;
});

it('opening the filters or an invoice’s history renders neither the table nor the chart again', async () => {
  const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
  await screen.findByRole('button', { name: 'History of invoice F-ONE' });
  const before = { ...renders };
  expect(before.table).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  expect(await screen.findByLabelText('Invoice number')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'History of invoice F-ONE' }));
  expect(await screen.findByRole('dialog', { name: 'History of invoice F-ONE' })).toBeInTheDocument();

  expect(renders).toEqual(before);
});

it('the Filters click paints the button open first; the panel’s form follows in a later render', async () => {
  const commits: Array<{ expanded: boolean; form: boolean }> = [];
  const record = () => {
    const button = screen.queryByRole('button', { name: 'Filters' });
    commits.push({
      expanded: button?.getAttribute('aria-expanded') === 'true',
      form: screen.queryByLabelText('Invoice number') !== null,
    });
  };
  const { user } = renderWithProviders(
    <Profiler id="invoices" onRender={record}>
      <InvoicesView />
    </Profiler>,
    { route: '/invoices' },
  );
  await screen.findByRole('button', { name: 'History of invoice F-ONE' });

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  expect(await screen.findByLabelText('Invoice number')).toBeVisible();
  const opened = commits.findIndex((c) => c.expanded);
  expect(commits[opened]).toEqual({ expanded: true, form: false });
  expect(commits.at(-1)).toEqual({ expanded: true, form: true });
});
