// The redirect action waiting for the customer to choose its contract (customer-area §3 "Contracts list": "While a
// redirect action is pending a single select button replaces them"). The shell sets it after a login that carried an
// action without a contract; the contracts remote reads it, and `choosePendingActionContract` ends it.
import { createStore, useStore } from 'zustand';
import { bus } from '@portal/shared/events';
import type { PendingContractAction } from './store';

interface PendingActionState {
  pending: PendingContractAction | undefined;
}

export const pendingActionStore = createStore<PendingActionState>()(() => ({ pending: undefined }));

export function setPendingContractAction(pending: PendingContractAction | undefined): void {
  pendingActionStore.setState({ pending });
}

export function usePendingContractAction(): PendingContractAction | undefined {
  return useStore(pendingActionStore, (s) => s.pending);
}

/** The customer chose `contractName` for the pending action: it is no longer pending and the bus carries it. */
export function choosePendingActionContract(contractName: string): void {
  const { pending } = pendingActionStore.getState();
  if (!pending) return;
  pendingActionStore.setState({ pending: undefined });
  bus.emit('contract:redirect-action', { contractName, action: pending.action });
}
