// The root route: in maintenance mode (and without the bypass cookie) every path is the 503 page; else the layout.
import { useSettings } from '@portal/shared/settings';
import { Layout } from '../layout/layout';
import { useLogoutRequests } from '../session/logout-requests';
import { MaintenancePage } from '../pages/maintenance-page';
import { hasMaintenanceBypass, isMaintenanceActive } from './maintenance';

export function Root() {
  useLogoutRequests();
  const enabled = useSettings((s) => s.settings['maintenance.enabled']);
  const start = useSettings((s) => s.settings['maintenance.start']);
  const end = useSettings((s) => s.settings['maintenance.end']);
  if (isMaintenanceActive({ enabled, start, end }) && !hasMaintenanceBypass()) {
    return (
      <main>
        <MaintenancePage />
      </main>
    );
  }
  return <Layout />;
}
