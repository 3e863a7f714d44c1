// Maintenance mode (settings `maintenance.enabled`, optional `maintenance.start` / `maintenance.end`): every path
// shows the 503 page, except for a browser holding the bypass cookie. The window's edges are the API's date-times, read
// in Europe/Madrid (@portal/shared/format); this module is loaded only when maintenance is on (root.tsx).
import { parseApiDate } from '@portal/shared/dates';
import Cookies from 'js-cookie';

export const MAINTENANCE_BYPASS_COOKIE = 'maintenance_bypass';

export interface MaintenanceSettings {
  enabled: boolean;
  start: string;
  end: string;
}

function parse(value: string): number | undefined {
  return value ? parseApiDate(value)?.toMillis() : undefined;
}

/** On, and inside its window when one is given (an open start or end is unbounded). */
export function isMaintenanceActive({ enabled, start, end }: MaintenanceSettings, now = Date.now()): boolean {
  if (!enabled) return false;
  const from = parse(start);
  const to = parse(end);
  return (from === undefined || now >= from) && (to === undefined || now <= to);
}

/** Whether the portal shows the 503 page: maintenance on, inside its window, and no bypass cookie. */
export function showsMaintenance(settings: MaintenanceSettings): boolean {
  return isMaintenanceActive(settings) && !hasMaintenanceBypass();
}

export function hasMaintenanceBypass(): boolean {
  const value = Cookies.get(MAINTENANCE_BYPASS_COOKIE);
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}
