// The root route: in maintenance mode (and without the bypass cookie) every path is the 503 page; else the layout.
// The maintenance check is loaded only when maintenance is on (maintenance-gate.tsx).
import { useSettings } from '@portal/shared/settings';
import { lazy, Suspense } from 'react';
import { Layout } from '../layout/layout';
import { useLogoutRequests } from '../session/logout-requests';

const MaintenanceGate = lazy(() =>
  import('./maintenance-gate').then((module) => ({ default: module.MaintenanceGate })),
);

/** The answer to a remote's logout request, apart from the root: its `useNavigate` reads the address. */
function LogoutRequests() {
  useLogoutRequests();
  return null;
}

/**
 * Reads no address itself (nor `useNavigate`, which does): a navigation then does not render the portal's frame again
 * (issue 47 item 3, layout.tsx).
 */
export function Root() {
  const enabled = useSettings((s) => s.settings['maintenance.enabled']);
  const start = useSettings((s) => s.settings['maintenance.start']);
  const end = useSettings((s) => s.settings['maintenance.end']);
  return (
    <>
      <LogoutRequests />
      {enabled ? (
        <Suspense fallback={null}>
          <MaintenanceGate settings={{ enabled, start, end }}>
            <Layout />
          </MaintenanceGate>
        </Suspense>
      ) : (
        <Layout />
      )}
    </>
  );
}
