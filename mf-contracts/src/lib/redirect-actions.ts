// A redirect action after login (customer-area §2: "After login a stored redirect action may open a dialog on the
// contract: powChange, ibanChange, download, consumption (go to the hash), notifAddrChange, noCesionSips"). The shell
// emits `contract:redirect-action` once this remote has loaded, possibly before the contract's detail has its data:
// the action waits here until the detail of that contract takes it.
import { bus, type PortalEvents } from '@portal/shared/events';
import { createStore, useStore } from 'zustand';

type RedirectAction = PortalEvents['contract:redirect-action'];

export const redirectActionStore = createStore<{ action: RedirectAction | undefined }>()(() => ({
  action: undefined,
}));

bus.on('contract:redirect-action', (action) => redirectActionStore.setState({ action }));

/** The action waiting for `contractName`, if any. */
export function useRedirectAction(contractName: string): RedirectAction['action'] | undefined {
  return useStore(redirectActionStore, (s) =>
    s.action?.contractName === contractName ? s.action.action : undefined,
  );
}

/** The detail took the action: it is not opened again. */
export function takeRedirectAction(): void {
  redirectActionStore.setState({ action: undefined });
}
