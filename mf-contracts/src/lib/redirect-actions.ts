// A redirect action after login (customer-area §2: "After login a stored redirect action may open a dialog on the
// contract: powChange, ibanChange, download, consumption (go to the hash), notifAddrChange, noCesionSips"). The shell
// emits `contract:redirect-action` once this remote has loaded, possibly before the contract's detail has its data:
// the action waits here until the detail of that contract takes it.
import type { ContractKind, PortalSettings } from '@portal/shared/api-types';
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

/**
 * Whether the detail of a contract of `kind` takes `action`: the gas detail has no power change, no SIPS opt-out and
 * no consumption section, and changes the bank account under its own setting (`ibanGasChange`). A contract whose
 * detail would not take the action is not offered for it (the action would lead nowhere).
 */
export function detailTakesAction(
  action: RedirectAction['action'],
  kind: ContractKind,
  settings: Pick<PortalSettings, 'ibanGasChange'>,
): boolean {
  if (kind === 'electricity') return true;
  if (action === 'ibanChange') return settings.ibanGasChange;
  return action === 'download' || action === 'notifAddrChange';
}
