import { authStore } from '@portal/shared/auth';
import {
  createTestToken,
  holdIdle,
  holdPaint,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { contractDetailHandlers } from '../../../testing/contracts';
import { ContractDetailView } from './contract-detail-view';

// Decision 009: the code of the sections below the first screen (their dialogs, inline editing and
// validation) is fetched once that screen is painted, not with the page's code, where it delayed that screen.
let mockRestFetched = 0;
jest.mock('./contract-detail-rest', () => {
  mockRestFetched += 1;
  return jest.requireActual('./contract-detail-rest');
});

setupTestServer(...contractDetailHandlers());

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
});

// And only once the browser is idle after that paint, so that it never starts before the first screen's
// largest text is shown.
it('fetches the lower sections’ code once the first screen is painted and the browser is idle', async () => {
  const held = holdPaint();
  const idle = holdIdle();
  try {
    renderWithProviders(<ContractDetailView contractName="0010001" />, {
      route: '/contracts/electricity/0010001',
    });
    expect(await screen.findByRole('region', { name: 'Contract data' })).toBeInTheDocument();
    expect(mockRestFetched).toBe(0);
    held.paint();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mockRestFetched).toBe(0);
    idle.idle();
    expect(await screen.findByRole('region', { name: 'Contact data' })).toBeInTheDocument();
    await waitFor(() => expect(mockRestFetched).toBe(1));
  } finally {
    idle.restore();
    held.restore();
  }
});
