import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractDetail, contractListHandler } from '../testing/contracts';
import ContractDetailPage from './contract-detail-page';

// Only the page is imported here, as the shell loads it: the detail's actions (which take a redirect action) come
// after its first screen (decision 009), and the shell emits `contract:redirect-action` as soon as this
// remote has loaded, so the page itself must be listening by then.
setupTestServer(
  http.get('*/api/v2/contracts/ibans/', () => HttpResponse.json({ data: [] })),
  http.get('*/api/v2/contracts/:name', () => HttpResponse.json({ data: contractDetail() })),
  contractListHandler({ electricity: [], gas: [] }),
);

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
});

it('a redirect action emitted before the detail renders opens its dialog once the actions are there', async () => {
  bus.emit('contract:redirect-action', { contractName: '0010001', action: 'ibanChange' });
  renderWithProviders(<ContractDetailPage />, {
    route: '/contracts/electricity/0010001',
    path: '/contracts/:contractType/:contractName',
  });
  expect(await screen.findByRole('dialog', { name: 'Change the bank account' })).toBeInTheDocument();
});
