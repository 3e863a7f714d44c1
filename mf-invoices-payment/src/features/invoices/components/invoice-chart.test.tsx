import { settingsStore } from '@portal/shared/settings';
import { renderWithProviders, resetPortalState, setupTestServer } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { chartOf, listOf, testInvoice } from '../../../testing/invoice-fixtures';
import { InvoicesView } from './invoices-view';

const thisYear = new Date().getFullYear();
const invoices = [
  testInvoice({ id: 1, end_date: `${thisYear}-02-28`, amount_total: 50.555, energy_consumed: 200 }),
  testInvoice({
    id: 2,
    end_date: `${thisYear}-02-28`,
    amount_total: -20,
    energy_consumed: 80,
    rectificative_type: 'A',
  }),
  testInvoice({
    id: 3,
    end_date: `${thisYear - 1}-12-31`,
    amount_total: 30,
    energy_consumed: 100,
    contract: { id: 2, name: '0010003' },
  }),
];

setupTestServer(
  http.get('/api/v1/invoices/', () => HttpResponse.json(listOf(invoices))),
  // The API's sums of the same invoices (a rectificative A as negative energy, customer-area §4).
  http.get('/api/v2/invoices/chart/', () => HttpResponse.json(chartOf(invoices))),
  // What the filters' panel offers (opened by one test).
  http.get('/api/v2/filter/params', () =>
    HttpResponse.json({ cups: [], addresses: [], contracts: ['0010001', '0010003'], vats: [] }),
  ),
);

beforeEach(() => resetPortalState());

function drawn() {
  const chart = screen.getByTestId('apexchart');
  return {
    type: chart.dataset.type,
    series: JSON.parse(chart.dataset.series ?? '[]') as { name: string; data: number[] }[],
    categories: JSON.parse(chart.dataset.categories ?? '[]') as string[],
    ticks: JSON.parse(chart.dataset.ticks ?? '[]') as string[],
  };
}

describe('the invoices chart (customer-area §2 "a chart with an amount/energy toggle", §9 "Chart")', () => {
  it('draws 12 months per year from the oldest end year, a stacked series per contract, amounts to 2 decimals', async () => {
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    expect(await screen.findByTestId('apexchart')).toBeInTheDocument();
    const { type, series, categories } = drawn();
    expect(type).toBe('bar');
    expect(categories).toHaveLength(24);
    expect(series.map((s) => s.name)).toEqual(['0010001', '0010003']);
    // February of this year: 50.555 - 20 → 30.56 (rounded to 2 decimals).
    expect(series[0]!.data[12 + 1]).toBe(30.56);
    expect(series[1]!.data[11]).toBe(30);
    expect(
      screen.getByRole('group', { name: /Bar chart of the amount of the invoices per month and contract/ }),
    ).toBeInTheDocument();
  });

  it('labels the axis with the year on January only; the tooltip and the table name each month', async () => {
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByTestId('apexchart');
    const { categories, ticks } = drawn();
    expect(ticks).toHaveLength(24);
    expect(ticks.filter(Boolean)).toEqual([String(thisYear - 1), String(thisYear)]);
    expect(ticks[12]).toBe(String(thisYear));
    expect(categories[1]).toBe(`Feb ${thisYear - 1}`);
  });

  it('the energy toggle counts a rectificative A as negative energy', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByTestId('apexchart');
    const energy = screen.getByRole('button', { name: 'Energy' });
    expect(energy).toHaveAttribute('aria-pressed', 'false');
    await user.click(energy);
    expect(energy).toHaveAttribute('aria-pressed', 'true');
    expect(drawn().series[0]!.data[12 + 1]).toBe(120);
  });

  it('draws once while what it shows does not change (opening the filters does not redraw it); a toggle redraws', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    const chart = await screen.findByTestId('apexchart');
    expect(chart).toHaveAttribute('data-draws', '1');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(chart).toHaveAttribute('data-draws', '1');
    await user.click(screen.getByRole('button', { name: 'Energy' }));
    expect(chart).toHaveAttribute('data-draws', '2');
  });

  it('offers the same numbers as a table', async () => {
    const { user } = renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByTestId('apexchart');
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: /Bar chart of the amount/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', '0010001', '0010003', 'Total']);
    expect(rows[12 + 2]).toHaveTextContent('€30.56');
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows at most invoices.chart.maxContracts contracts', async () => {
    settingsStore.getState().setPrivate({ 'invoices.chart.maxContracts': 1 });
    renderWithProviders(<InvoicesView />, { route: '/invoices' });
    await screen.findByTestId('apexchart');
    expect(drawn().series.map((s) => s.name)).toEqual(['0010001']);
  });

  it('fetches ApexCharts only with import() when a chart is drawn (no static import)', () => {
    const source = readFileSync(path.join(__dirname, 'invoice-chart.tsx'), 'utf8');
    expect(source).toMatch(/import\('\.\.\/chart\/apex-bar-chart'\)/);
    expect(source).not.toMatch(/^import .*(react-)?apexcharts/m);
    expect(source).not.toMatch(/^import (?!type ).*apex-bar-chart/m); // a type import is erased
    // Only the parts the chart draws with, not the whole library.
    const parts = readFileSync(path.join(__dirname, '../chart/apex-bar-chart.ts'), 'utf8');
    expect(parts).toMatch(/from 'react-apexcharts\/core'/);
    expect(parts).not.toMatch(/from 'react-apexcharts'|import 'apexcharts'/);
  });
});
