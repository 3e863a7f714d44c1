// Maintenance mode (settings `maintenance.enabled`, optional `maintenance.start` / `maintenance.end`): every path
// shows the 503 page, except for a browser holding the bypass cookie.
import Cookies from 'js-cookie';

export const MAINTENANCE_BYPASS_COOKIE = 'maintenance_bypass';

export interface MaintenanceSettings {
  enabled: boolean;
  start: string;
  end: string;
}

function parse(value: string): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** On, and inside its window when one is given (an open start or end is unbounded). */
export function isMaintenanceActive({ enabled, start, end }: MaintenanceSettings, now = Date.now()): boolean {
  if (!enabled) return false;
  const from = parse(start);
  const to = parse(end);
  return (from === undefined || now >= from) && (to === undefined || now <= to);
}

export function hasMaintenanceBypass(): boolean {
  const value = Cookies.get(MAINTENANCE_BYPASS_COOKIE);
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}
