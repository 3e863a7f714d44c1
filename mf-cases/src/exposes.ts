// What this remote offers the portal, the one source its webpack config and its dev harness read. The types require
// exactly the modules the route catalogue and the slot contributions name for mf_cases; `exposes.test.ts` checks them at
// run time. A module is 'pending' until its page is built (`() => import('./exposes/<page>')`): the build skips it
// and the shell shows "section unavailable" in its place.
import type { RemoteExposes } from '@portal/shared/remote';

export const exposes = {
  './RequestsPage': () => import('./exposes/requests-page'),
  './RequestCreatePage': () => import('./exposes/request-create-page'),
  './RequestDetailPage': () => import('./exposes/request-detail-page'),
  './CustomerContactPage': () => import('./exposes/customer-contact-page'),
  './UnsignedContactPage': () => import('./exposes/unsigned-contact-page'),
  './ClaimsPage': () => import('./exposes/claims-page'),
  './ClaimDialog': () => import('./exposes/claim-dialog'),
  './HomeSummary': () => import('./exposes/home-summary'),
} satisfies RemoteExposes<'mf_cases'>;
