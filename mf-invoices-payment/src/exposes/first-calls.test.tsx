// The first calls this remote publishes for the invoices page (src/first-calls.ts, decision 009) are what the page asks
// for first: started before the page renders, as the shell starts them once the brand is known, each is taken by the
// page, so the server answers each call once and the page sends none of its own beside them.
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import {
  bannersHandler,
  couponsHandler,
  createTestToken,
  getsToSameEndpoints,
  recordApiGets,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
  startRouteFirstCalls,
} from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { firstCalls } from '../first-calls';
import { chartHandler, invoiceListHandlers, testInvoice } from '../testing/invoice-fixtures';
import InvoicesPage from './invoices-page';

const electricity = [testInvoice({ id: 1, number: 'F-ONE' })];
const gas = [testInvoice({ id: 7, number: 'G-ONE', type: 'gas' })];
const server = setupTestServer(
  bannersHandler(),
  ...invoiceListHandlers({ electricity, gas }),
  chartHandler(electricity),
  couponsHandler(),
);
const gets = recordApiGets(server);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
});

describe("the catalogue's first calls are the invoices page's first calls (decision 009)", () => {
  it.each([
    { types: ['electricity', 'gas'] as const, shows: 'F-ONE' },
    { types: ['gas', 'electricity'] as const, shows: 'G-ONE' },
  ])('$types.0 first: each is asked once, and taken by the page', async ({ types, shows }) => {
    settingsStore.getState().setPrivate({ displayTypes: [...types], showCoupons: true });
    const declared = startRouteFirstCalls('/facturas', firstCalls);
    expect(declared).toHaveLength(4); // the list, its chart, the coupons and the banner
    renderWithProviders(<InvoicesPage />, { route: '/facturas' });
    expect(await screen.findByRole('cell', { name: shows })).toBeInTheDocument();
    expect(await screen.findByText('Bienvenida')).toBeInTheDocument();
    expect(getsToSameEndpoints(gets, declared)).toEqual([...declared].sort());
  });

  it('declares none for an address with its own tab or page: the page reads it, and asks itself', () => {
    settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'], showCoupons: true });
    expect(startRouteFirstCalls('/facturas?type=gas', firstCalls)).toEqual([]);
    expect(startRouteFirstCalls('/facturas?page=2', firstCalls)).toEqual([]);
  });
});
