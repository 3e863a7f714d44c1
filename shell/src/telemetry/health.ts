// The shell's health reports, per remote (issue 48 item 1): Web Vitals (LCP, INP, CLS through the web-vitals library,
// loaded after the first screen), the time from a navigation to its page shown, and errors (a remote's render error
// caught by its boundary, a failed load, uncaught errors and unhandled rejections). Each is tagged with the route's
// remote and its version, the brand, the locale and the route's key, and sent as OTLP logs to
// portal.config.json's `telemetry.endpoint` (the reference API's receiver by default), only under the statistics
// consent.
import { readConsent } from '@portal/shared/consent';
import { currentLocale } from '@portal/shared/i18n';
import { matchRoute, routeDefinition } from '@portal/shared/routes';
import type { RemoteName } from '@portal/shared/settings';
import { registeredEntry } from '../remotes/registry';
import type { HealthEvent, HealthKind } from './otlp';
import { createReporter, type Reporter } from './reporter';

let reporter: Reporter | undefined;
/** When the current navigation started (performance.now(); 0: the page load itself). */
let navigationStart = 0;

interface Place {
  remote: string;
  version: string;
  route: string;
}

/** The page shown now: its route's key and the remote that renders it, with the version registered for it. */
function currentPlace(remote?: RemoteName): Place {
  let key: string | undefined;
  let owner: RemoteName | undefined = remote;
  try {
    const match = matchRoute(window.location.pathname);
    key = match?.key;
    if (match && !owner) owner = routeDefinition(match.key).remote;
  } catch {
    key = undefined;
  }
  return {
    remote: owner ?? 'shell',
    version: owner ? (registeredEntry(owner)?.version ?? '') : '',
    route: key ?? 'unknown',
  };
}

export function reportHealth(kind: HealthKind, name: string, value: number, remote?: RemoteName): void {
  if (!reporter) return;
  const event: HealthEvent = {
    kind,
    name,
    value: Math.round(value * 1000) / 1000,
    ...currentPlace(remote),
    locale: currentLocale(),
    timeMs: Date.now(),
  };
  reporter.record(event);
}

let lastAddress: string | undefined;

/**
 * The address shown now. The first one is the page load (timed from its start); each other one starts a navigation
 * inside the portal, and the next page shown is timed from here.
 */
export function noteAddress(pathname: string): void {
  if (lastAddress !== undefined && pathname !== lastAddress) navigationStart = performance.now();
  lastAddress = pathname;
}

/** A route's page has rendered: the route change's duration, for its remote. */
export function reportPageShown(remote: RemoteName): void {
  reportHealth('route', 'route_change', performance.now() - navigationStart, remote);
}

let listening = false;

/** The page's listeners, once for its life; they act on the reporter of the moment. */
function installListenersOnce(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter?.flush();
  });
  window.addEventListener('pagehide', () => reporter?.flush());
  window.addEventListener('error', () => reportHealth('error', 'uncaught', 1));
  window.addEventListener('unhandledrejection', () => reportHealth('error', 'rejection', 1));
}

export interface HealthReportsOptions {
  endpoint: string;
  brand: string;
  /** Resolves once the first screen has settled: the vitals' library loads then, not before. */
  afterFirstScreen: Promise<void>;
}

/** Starts the reports for this page; a second call does nothing. */
export function startHealthReports({ endpoint, brand, afterFirstScreen }: HealthReportsOptions): void {
  if (reporter || !endpoint) return;
  const current = createReporter({
    endpoint,
    brand,
    consented: () => readConsent()?.statistics === true,
    send: (url, body) => navigator.sendBeacon(url, body),
  });
  reporter = current;
  installListenersOnce();
  void afterFirstScreen
    .then(() => import('web-vitals'))
    .then(({ onCLS, onINP, onLCP }) => {
      const vital = ({ name, value }: { name: string; value: number }) => reportHealth('vital', name, value);
      onLCP(vital);
      onINP(vital);
      onCLS(vital);
    })
    .catch(() => undefined);
}

/** For tests. */
export function stopHealthReports(): void {
  reporter = undefined;
  navigationStart = 0;
  lastAddress = undefined;
}
