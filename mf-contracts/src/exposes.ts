// What this remote offers the portal, the one source its webpack config and its dev harness read. The types require
// exactly the modules the route catalogue and the slot contributions name for mf_contracts; `exposes.test.ts` checks them at
// run time. A module is 'pending' until its page is built (`() => import('./exposes/<page>')`): the build skips it
// and the shell shows "section unavailable" in its place.
import type { RemoteExposes } from '@portal/shared/remote';

export const exposes = {
  './ContractsPage': () => import('./exposes/contracts-page'),
  './ContractDetailPage': () => import('./exposes/contract-detail-page'),
  './GasContractDetailPage': () => import('./exposes/gas-contract-detail-page'),
  './ContractCommunicationsPage': () => import('./exposes/contract-communications-page'),
  './HomeTiles': () => import('./exposes/home-tiles'),
  './HomeSummary': () => import('./exposes/home-summary'),
} satisfies RemoteExposes<'mf_contracts'>;
