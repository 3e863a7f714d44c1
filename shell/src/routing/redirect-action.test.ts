import { bus, type PortalEvents } from '@portal/shared/events';
import { waitFor } from '@testing-library/react';
import { markRemoteLoaded } from '../remotes/registry';
import { resetShellState } from '../testing/reset-shell';
import { emitRedirectActionWhenReady } from './redirect-action';

const action: PortalEvents['contract:redirect-action'] = { contractName: 'C-7', action: 'ibanChange' };

beforeEach(() => resetShellState());

it('emits contract:redirect-action once the contracts remote has loaded, so that its dialog can open', async () => {
  const received: PortalEvents['contract:redirect-action'][] = [];
  const listener = (event: PortalEvents['contract:redirect-action']) => received.push(event);
  bus.on('contract:redirect-action', listener);
  emitRedirectActionWhenReady(action);
  markRemoteLoaded('mf_invoices_payment');
  expect(received).toEqual([]);
  markRemoteLoaded('mf_contracts');
  await waitFor(() => expect(received).toEqual([action]));
  markRemoteLoaded('mf_tools');
  expect(received).toHaveLength(1);
  bus.off('contract:redirect-action', listener);
});
