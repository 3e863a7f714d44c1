import Cookies from 'js-cookie';
import { hasMaintenanceBypass, isMaintenanceActive, MAINTENANCE_BYPASS_COOKIE } from './maintenance';

const now = Date.parse('2026-03-10T12:00:00Z');

describe('maintenance window ("a maintenance page with optional start and end time")', () => {
  it('is off unless enabled', () => {
    expect(isMaintenanceActive({ enabled: false, start: '', end: '' }, now)).toBe(false);
  });
  it('is on without a window', () => {
    expect(isMaintenanceActive({ enabled: true, start: '', end: '' }, now)).toBe(true);
  });
  it('is on only between start and end', () => {
    const window = { enabled: true, start: '2026-03-10T10:00:00Z', end: '2026-03-10T14:00:00Z' };
    expect(isMaintenanceActive(window, now)).toBe(true);
    expect(isMaintenanceActive(window, Date.parse('2026-03-10T09:00:00Z'))).toBe(false);
    expect(isMaintenanceActive(window, Date.parse('2026-03-10T15:00:00Z'))).toBe(false);
  });
  // Issue 45 item 2: the settings' date-times are Madrid's (UTC+1 in March), whatever the browser's zone.
  it("reads a window without an offset in Madrid's time", () => {
    const window = { enabled: true, start: '2026-03-10T13:00', end: '2026-03-10T14:00' };
    expect(isMaintenanceActive(window, Date.parse('2026-03-10T12:30:00Z'))).toBe(true);
    expect(isMaintenanceActive(window, Date.parse('2026-03-10T11:59:00Z'))).toBe(false);
    expect(isMaintenanceActive(window, Date.parse('2026-03-10T13:30:00Z'))).toBe(false);
    // A value that is no date leaves that edge open.
    expect(isMaintenanceActive({ enabled: true, start: 'soon', end: '' }, now)).toBe(true);
  });
  it('accepts an open end', () => {
    expect(isMaintenanceActive({ enabled: true, start: '2026-03-10T13:00:00Z', end: '' }, now)).toBe(false);
    expect(isMaintenanceActive({ enabled: true, start: '2026-03-10T11:00:00Z', end: '' }, now)).toBe(true);
  });
});

describe('maintenance bypass cookie', () => {
  afterEach(() => Cookies.remove(MAINTENANCE_BYPASS_COOKIE, { path: '/' }));
  it('is read from the cookie', () => {
    expect(hasMaintenanceBypass()).toBe(false);
    Cookies.set(MAINTENANCE_BYPASS_COOKIE, '1', { path: '/' });
    expect(hasMaintenanceBypass()).toBe(true);
  });
});
