// The route catalogue's first calls of the invoices screen (decision 009, "Stop 36") are what the page asks for first:
// started before the page renders, as the shell starts them once the brand is known, each is taken by the page, so
// the server answers each call once and the page sends none of its own beside them.
import { authStore } from '@portal/shared/auth';
import type { DisplayType } from '@portal/shared/api-types';
import { settingsStore } from '@portal/shared/settings';
import {
  createTestToken,
  recordApiGets,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  startRouteFirstCalls,
} from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartOf, listOf, testInvoice, testMultipointInvoice } from '../testing/invoice-fixtures';
import InvoicesPage from './invoices-page';

const electricity = [testInvoice({ id: 1, number: 'F-PENDING', paid: 'pending_remesa' })];
const gas = [testInvoice({ id: 7, number: 'G-UNPAID', type: 'gas', paid: 'unpaid', amount_pending: 80 })];

const server = setupTestServer(
  http.get('/api/v1/invoices/', () => HttpResponse.json(listOf(electricity))),
  http.get('/api/v2/invoices/', () => HttpResponse.json(listOf(gas))),
  http.get('/api/v2/invoices_multipoint/', () => HttpResponse.json(listOf([testMultipointInvoice()]))),
  http.get('/api/v2/invoices/chart/', ({ request }) =>
    HttpResponse.json(chartOf(new URL(request.url).searchParams.get('type') === 'gas' ? gas : electricity)),
  ),
  http.get('/api/v2/filter/params', () =>
    HttpResponse.json({ cups: [], addresses: [], contracts: [], vats: [] }),
  ),
  http.get('*/api/v1/user/coupons', () =>
    HttpResponse.json([{ title: 'Welcome', description: 'A gift (WELCOME)' }]),
  ),
);
const gets = recordApiGets(server);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken());
  settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
  settingsStore.getState().setPublic({ showCoupons: true });
});

const cases: { first: DisplayType; table: string; calls: number }[] = [
  { first: 'electricity', table: 'Electricity invoices', calls: 3 }, // the list, its chart, the coupons
  { first: 'gas', table: 'Gas invoices', calls: 3 },
  { first: 'multipoint', table: 'Multipoint invoices', calls: 2 }, // no chart
];

describe("the catalogue's first calls are the invoices screen's first calls (decision 009, stop 36)", () => {
  it.each(cases)(
    '$first first: each is asked once, and taken by the page',
    async ({ first, table, calls }) => {
      const others = (['electricity', 'gas', 'multipoint'] as const).filter((type) => type !== first);
      settingsStore.getState().setPrivate({ displayTypes: [first, ...others] });
      const declared = startRouteFirstCalls('/invoices');
      expect(declared).toHaveLength(calls);
      renderWithProviders(<InvoicesPage />, { route: '/invoices' });
      expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
      expect(await screen.findByText('A gift (WELCOME)')).toBeInTheDocument();
      const paths = new Set(declared.map((url) => url.split('?')[0]));
      expect(gets.filter((url) => paths.has(url.split('?')[0])).sort()).toEqual([...declared].sort());
    },
  );

  it('declares none for an address with a tab, page or filter of its own: the page reads it, and asks itself', () => {
    expect(startRouteFirstCalls('/invoices?type=gas')).toEqual([]);
  });
});
