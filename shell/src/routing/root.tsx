// The root route: in maintenance mode (and without the bypass cookie) every path is the 503 page; else the layout.
// The maintenance check is loaded only when maintenance is on (maintenance-gate.tsx).
import { useSettings } from '@portal/shared/settings';
import { lazy, Suspense } from 'react';
import { Layout } from '../layout/layout';
import { useLogoutRequests } from '../session/logout-requests';

const MaintenanceGate = lazy(() =>
  import('./maintenance-gate').then((module) => ({ default: module.MaintenanceGate })),
);

export function Root() {
  useLogoutRequests();
  const enabled = useSettings((s) => s.settings['maintenance.enabled']);
  const start = useSettings((s) => s.settings['maintenance.start']);
  const end = useSettings((s) => s.settings['maintenance.end']);
  if (!enabled) return <Layout />;
  return (
    <Suspense fallback={null}>
      <MaintenanceGate settings={{ enabled, start, end }}>
        <Layout />
      </MaintenanceGate>
    </Suspense>
  );
}
