import { authStore } from '@portal/shared/auth';
import { resetPortalState } from '@portal/shared/testing';
import { applyOverrides } from '../remotes/overrides';
import { setRegisteredRemotes } from '../remotes/registry';
import { noteAddress, reportHealth, reportPageShown, startHealthReports, stopHealthReports } from './health';

function beacons(): unknown[] {
  const calls = (navigator.sendBeacon as jest.Mock).mock.calls as [string, string][];
  return calls.map(([, body]) => JSON.parse(body) as unknown);
}

/** The attributes of every record sent, as objects. */
function records(): Record<string, string | number>[] {
  return beacons().flatMap((body) =>
    (
      body as {
        resourceLogs: {
          scopeLogs: { logRecords: { attributes: { key: string; value: Record<string, unknown> }[] }[] }[];
        }[];
      }
    ).resourceLogs.flatMap((r) =>
      r.scopeLogs.flatMap((s) =>
        s.logRecords.map((record) =>
          Object.fromEntries(
            record.attributes.map(({ key, value }) => [
              key,
              (value.stringValue ?? value.doubleValue) as string,
            ]),
          ),
        ),
      ),
    ),
  );
}

beforeEach(() => {
  resetPortalState();
  stopHealthReports();
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
  document.cookie = 'consent_statistics=true; path=/';
  document.cookie = 'consent_necessary=true; path=/';
  setRegisteredRemotes([{ name: 'mf_contracts', manifest: 'http://r/m.json', version: '2.3.0' }]);
  window.history.pushState({}, '', '/contratos/electricidad');
  startHealthReports({
    endpoint: '/api/otlp/v1/logs',
    brand: 'default',
    afterFirstScreen: new Promise(() => {}),
  });
});

afterEach(() => {
  document.cookie = 'consent_statistics=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  authStore.getState().logout?.();
});

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};

describe("the shell's health reports (issue 48 item 1)", () => {
  it("tags each report with the route's key, its remote and the version registered for it, and sends it when the page is hidden", () => {
    reportHealth('vital', 'LCP', 1800.4567);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    hide();
    expect(records()).toEqual([
      {
        'portal.event': 'vital',
        'portal.name': 'LCP',
        'portal.value': 1800.457,
        'portal.remote': 'mf_contracts',
        'portal.remote.version': '2.3.0',
        'portal.route': 'contracts',
        'portal.locale': 'en-US',
      },
    ]);
    // Never the address itself: the contract in a path would be a customer's data.
    expect(JSON.stringify(beacons())).not.toContain('/contratos');
  });

  // Issue 48 item 4: a local build's reports are told apart from the real builds' figures.
  it('tags the reports of a remote that runs a local build (an override) with the version "override"', () => {
    const { registry } = applyOverrides(
      [{ name: 'mf_contracts', manifest: 'http://r/m.json', version: '2.3.0' }],
      { allowedOrigins: ['http://localhost:8082'] },
      { search: '?override=mf_contracts@http://localhost:8082/mf-manifest.json', storage: null },
    );
    setRegisteredRemotes(registry);
    reportHealth('vital', 'LCP', 1200);
    hide();
    expect(records()[0]).toMatchObject({
      'portal.remote': 'mf_contracts',
      'portal.remote.version': 'override',
    });
  });

  it('times a route change from the move to another address until its page has rendered', () => {
    noteAddress('/contratos/electricidad');
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
    noteAddress('/facturas');
    now.mockReturnValue(1240);
    reportPageShown('mf_contracts');
    now.mockRestore();
    hide();
    expect(records()).toEqual([expect.objectContaining({ 'portal.event': 'route', 'portal.value': 240 })]);
  });

  it('reports uncaught errors and unhandled rejections, without their messages', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'secret for ana@example.com' }));
    window.dispatchEvent(new Event('unhandledrejection'));
    hide();
    expect(records().map((r) => r['portal.name'])).toEqual(['uncaught', 'rejection']);
    expect(JSON.stringify(beacons())).not.toContain('ana@example.com');
  });

  it('sends nothing without the statistics consent', () => {
    document.cookie = 'consent_statistics=false; path=/';
    reportHealth('error', 'render', 1, 'mf_contracts');
    hide();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });
});
