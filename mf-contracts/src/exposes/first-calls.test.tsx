// The first calls this remote publishes for its pages (src/first-calls.ts, decision 009) are what the pages ask for first:
// started before the page renders, as the shell starts them once the brand is known, each is taken by the page, so
// the server answers each call once and the page sends none of its own beside them.
import type { ReactElement } from 'react';
import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import {
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
import { http, HttpResponse } from 'msw';
import { firstCalls } from '../first-calls';
import { contractDetail, contractItem, contractListHandler } from '../testing/contracts';
import ContractDetailPage from './contract-detail-page';
import ContractsPage from './contracts-page';
import GasContractDetailPage from './gas-contract-detail-page';

const server = setupTestServer(
  contractListHandler({
    electricity: Array.from({ length: 12 }, (_, i) => contractItem(i + 1)),
    gas: [contractItem(13, { name: '0020001', kind: 'gas', contracted_power_period: [] })],
  }),
  http.get('*/api/v2/contracts/:name', ({ params }) =>
    HttpResponse.json({
      data: contractDetail(
        params.name === '0020001' ? { name: '0020001', kind: 'gas', contracted_power_period: [] } : {},
      ),
    }),
  ),
  couponsHandler(),
);
const gets = recordApiGets(server);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: 'B12345674' }));
  settingsStore.getState().setPrivate({ displayTypes: ['electricity', 'gas'], showCoupons: true });
  settingsStore.getState().setFlags({ 'coupons.coupon': true, 'crm.case': false });
});

const cases: { address: string; path: string; page: ReactElement; shows: RegExp; calls: number }[] = [
  {
    address: '/contracts/electricity',
    path: '/contracts/:contractType',
    page: <ContractsPage />,
    shows: /^12 contracts$/,
    calls: 2, // the list and the coupon banners
  },
  {
    address: '/contracts/gas',
    path: '/contracts/:contractType',
    page: <ContractsPage />,
    shows: /^1 contract$/,
    calls: 2,
  },
  {
    address: '/contracts/electricity/0010001',
    path: '/contracts/:contractType/:contractName',
    page: <ContractDetailPage />,
    shows: /Calle Mallorca 245, 3º 2ª, 08008 Barcelona/,
    calls: 2, // the contract and the switcher's contracts
  },
  {
    address: '/contracts-gas/0020001',
    path: '/contracts-gas/:contractName',
    page: <GasContractDetailPage />,
    shows: /Calle Mallorca 245, 3º 2ª, 08008 Barcelona/,
    calls: 2,
  },
];

describe("the catalogue's first calls are the pages' first calls (decision 009)", () => {
  it.each(cases)(
    '$address: each is asked once, and taken by the page',
    async ({ address, path, page, shows, calls }) => {
      const declared = startRouteFirstCalls(address, firstCalls);
      expect(declared).toHaveLength(calls);
      renderWithProviders(page, { route: address, path });
      expect((await screen.findAllByText(shows)).length).toBeGreaterThan(0);
      expect(getsToSameEndpoints(gets, declared)).toEqual([...declared].sort());
    },
  );

  it('declares none for an address with its own page or search: the list reads it, and asks itself', () => {
    expect(startRouteFirstCalls('/contracts/electricity?page=2', firstCalls)).toEqual([]);
    expect(startRouteFirstCalls('/contracts/multipoint', firstCalls)).toEqual([]); // not displayed: the page redirects
  });
});
