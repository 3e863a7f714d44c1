// The maintenance check and its 503 page, loaded only while `maintenance.enabled` is on: the window's dates are read
// through @portal/shared/format (luxon), which no first screen downloads otherwise (decision 009).
import type { ReactNode } from 'react';
import { MaintenancePage } from '../pages/maintenance-page';
import { type MaintenanceSettings, showsMaintenance } from './maintenance';

export function MaintenanceGate({
  settings,
  children,
}: {
  settings: MaintenanceSettings;
  children: ReactNode;
}) {
  if (!showsMaintenance(settings)) return children;
  return (
    <main>
      <MaintenancePage />
    </main>
  );
}
