// The first screen, settled: what the start should do only after it (decision 009), a returning
// customer's token renewal and the phone menu's server pages. Neither is needed for the first screen, and a request
// started before the page's largest text competes with the page's own for the connections; Lighthouse's simulation
// counts it in that text's time. "Settled" is the layout's first screen painted with no remote module on its way and
// no query fetching (the page's code and first data in, or failed), then a frame and the browser idle, twice; or
// FIRST_SCREEN_LIMIT_MS after the first paint, whichever comes first, so that nothing waits for a page that keeps
// fetching.
import { useAfterFirstPaint } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { modulesLoading, subscribeModulesLoading } from '../remotes/modules-loading';

/** The longest the settled screen waits for the page's data after the first paint. */
export const FIRST_SCREEN_LIMIT_MS = 5_000;

let markSettled: () => void = () => undefined;
let settledYet = false;

/** Resolves once the portal's first screen has settled (see above); the layout's `FirstScreenSettledMark` marks it. */
export const firstScreenSettled = new Promise<void>((resolve) => {
  markSettled = () => {
    settledYet = true;
    resolve();
  };
});

/** True once the portal's first screen has settled: what the layout's one watcher found, for any component. */
export function useFirstScreenSettled(): boolean {
  const [settled, setSettled] = useState(settledYet);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    void firstScreenSettled.then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
}

/**
 * Whether the page is still arriving: a remote module on its way or a query fetching. Watched only while `watching`:
 * once the screen has settled, no load or fetch of the visit renders the caller again.
 */
function usePageArriving(watching: boolean): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!watching) return () => undefined;
      const offQueries = queryClient.getQueryCache().subscribe(onChange);
      const offModules = subscribeModulesLoading(onChange);
      return () => {
        offQueries();
        offModules();
      };
    },
    [queryClient, watching],
  );
  const arriving = () => watching && (modulesLoading() || queryClient.isFetching() > 0);
  return useSyncExternalStore(subscribe, arriving, arriving);
}

/** The watcher: true once this component's first screen has settled (see above). Stays true. */
export function useWatchFirstScreen(): boolean {
  const painted = useAfterFirstPaint();
  const [late, setLate] = useState(false);
  const [watching, setWatching] = useState(true);
  const quiet = !usePageArriving(watching) || late;
  // Once nothing arrives: a frame and an idle moment, twice. A page renders its first data in a transition that React
  // starts from the query's notification (a timer) and renders in slices; one idle moment came before that render was
  // painted (the contract detail's values, its largest text, painted 10-40 ms after the renewal had started, whose
  // requests then counted in that paint's time: LCP 2.65 s against 2.49 s in the other runs).
  const quietOnce = useAfterFirstPaint(quiet, { idle: true });
  const settled = useAfterFirstPaint(quietOnce && quiet, { idle: true });
  useEffect(() => {
    if (!painted || late) return;
    const timer = setTimeout(() => setLate(true), FIRST_SCREEN_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [painted, late]);
  useEffect(() => {
    if (settled) setWatching(false);
  }, [settled]);
  return settled;
}

/** Rendered by the layout: resolves `firstScreenSettled` once its first screen has settled. A leaf of its own, so
 * that what it watches while the page arrives renders nothing else. */
export function FirstScreenSettledMark(): null {
  const settled = useWatchFirstScreen();
  useEffect(() => {
    if (settled) markSettled();
  }, [settled]);
  return null;
}
