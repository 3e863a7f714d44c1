import { authStore } from '@portal/shared/auth';
import { bus } from '@portal/shared/events';
import {
  createTestToken,
  renderWithProviders,
  resetPortalState,
  setupTestServer,
} from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { contractDetail } from '../../../testing/contracts';
import { contractDetailQueries } from './contract-detail-queries';
import { useRefreshOnContractChanged } from './use-refresh-on-contract-changed';

let calls: string[] = [];
let email = 'before@example.com';
/** While set, answers wait for it: a refetch held under way. */
let gate: Promise<void> | undefined;
setupTestServer(
  http.get('*/api/v2/contracts/:name', async ({ params }) => {
    calls.push(String(params.name));
    await gate;
    const base = contractDetail({ name: String(params.name) });
    return HttpResponse.json({
      data: { ...base, notification_address: { ...base.notification_address!, email } },
    });
  }),
);

function Detail({ contractName }: { contractName: string }) {
  useRefreshOnContractChanged(contractName);
  const query = useQuery(contractDetailQueries.detail(contractName));
  return <p>{query.data ? `${query.data.name}: ${query.data.notification_address?.email}` : 'loading'}</p>;
}

beforeEach(() => {
  resetPortalState();
  authStore.getState().loginSuccess(createTestToken({ user_id: '12345678Z' }));
  calls = [];
  email = 'before@example.com';
  gate = undefined;
});

describe('useRefreshOnContractChanged', () => {
  it('refetches the shown contract when another remote emits contract:changed for it', async () => {
    renderWithProviders(<Detail contractName="0010001" />);
    expect(await screen.findByText('0010001: before@example.com')).toBeInTheDocument();
    expect(calls).toEqual(['0010001']);

    email = 'after@example.com';
    // What mf-consumption-batteries emits after a battery change.
    bus.emit('contract:changed', { contractName: '0010001', change: 'percentage' });
    expect(await screen.findByText('0010001: after@example.com')).toBeInTheDocument();
    expect(calls).toEqual(['0010001', '0010001']);
  });

  it('leaves the shown contract alone when another contract changed', async () => {
    const { queryClient } = renderWithProviders(<Detail contractName="0010001" />);
    await screen.findByText('0010001: before@example.com');
    bus.emit('contract:changed', { contractName: '0010003', change: 'percentage' });
    const state = queryClient.getQueryState(contractDetailQueries.detail('0010001').queryKey);
    expect(state).toMatchObject({ isInvalidated: false, fetchStatus: 'idle' });
    expect(calls).toEqual(['0010001']);
  });

  it('does not ask again while a refetch of the contract is under way', async () => {
    renderWithProviders(<Detail contractName="0010001" />);
    await screen.findByText('0010001: before@example.com');
    email = 'after@example.com';
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    bus.emit('contract:changed', { contractName: '0010001', change: 'power' });
    await waitFor(() => expect(calls).toHaveLength(2));
    // The second event arrives while the first refetch is held.
    bus.emit('contract:changed', { contractName: '0010001', change: 'power' });
    release();
    expect(await screen.findByText('0010001: after@example.com')).toBeInTheDocument();
    expect(calls).toEqual(['0010001', '0010001']);
  });

  it('stops listening once the detail is gone', async () => {
    const { unmount } = renderWithProviders(<Detail contractName="0010001" />);
    await screen.findByText('0010001: before@example.com');
    unmount();
    expect(bus.all.get('contract:changed') ?? []).toHaveLength(0);
  });
});
