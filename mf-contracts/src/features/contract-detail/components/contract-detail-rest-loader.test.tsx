import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { contractDetailHandlers } from '../../../testing/contracts';
import { ContractDetailView } from './contract-detail-view';

// The lower sections' code failing to arrive (a deployment replaced, the network gone): they say so with a retry,
// and the first screen stays (decision 009: that code is fetched apart from the page's).
let mockChunkFails = true;
jest.mock('./contract-detail-rest', () => {
  if (mockChunkFails) throw new Error('Loading chunk 4860 failed.');
  return jest.requireActual('./contract-detail-rest');
});

setupTestServer(...contractDetailHandlers());

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure.
});
afterEach(() => jest.restoreAllMocks());

it('says that the rest of the contract could not be loaded, keeps the first screen, and a retry shows it', async () => {
  const { user } = renderWithProviders(<ContractDetailView contractName="0010001" />, {
    route: '/contracts/electricity/0010001',
  });
  expect(await screen.findByText('The rest of the contract could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Contract data' })).toBeInTheDocument();
  mockChunkFails = false;
  await user.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await screen.findByRole('region', { name: 'Contact data' })).toBeInTheDocument();
  expect(screen.queryByText('The rest of the contract could not be loaded.')).not.toBeInTheDocument();
});
