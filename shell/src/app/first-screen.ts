// The first screen, settled: what the start should do only after it (decision 009, "Stops 31 and 33"), a returning
// customer's token renewal and the phone menu's server pages. Neither is needed for the first screen, and a request
// started before the page's largest text competes with the page's own for the connections; Lighthouse's simulation
// counts it in that text's time. "Settled" is the layout's first screen painted with no remote module on its way and
// no query fetching (the page's code and first data in, or failed), then the browser idle once; or
// FIRST_SCREEN_LIMIT_MS after the first paint, whichever comes first, so that nothing waits for a page that keeps
// fetching.
import { useAfterFirstPaint } from '@portal/shared/ui';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useModulesLoading } from '../remotes/modules-loading';

/** The longest the settled screen waits for the page's data after the first paint. */
export const FIRST_SCREEN_LIMIT_MS = 5_000;

let markSettled: () => void = () => undefined;

/** Resolves once the portal's first screen has settled (see above); the layout marks it. */
export const firstScreenSettled = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** Runs `callback` when the browser is next idle (at most a second later); a task where it cannot tell. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/** True once the first screen has settled: painted with the page's first data (see above). Stays true. */
export function useFirstScreenSettled(): boolean {
  const painted = useAfterFirstPaint();
  const [late, setLate] = useState(false);
  const [settled, setSettled] = useState(false);
  const loadingCode = useModulesLoading();
  const fetching = useIsFetching() > 0;
  const waiting = loadingCode || fetching;
  const paintedWithData = useAfterFirstPaint(!waiting || late);
  useEffect(() => {
    if (!painted || late) return;
    const timer = setTimeout(() => setLate(true), FIRST_SCREEN_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [painted, late]);
  useEffect(() => {
    if (!paintedWithData || settled) return;
    return whenIdle(() => setSettled(true));
  }, [paintedWithData, settled]);
  return settled;
}

/** Called by the layout: resolves `firstScreenSettled` once its first screen has settled. */
export function useMarkFirstScreenSettled(): void {
  const settled = useFirstScreenSettled();
  useEffect(() => {
    if (settled) markSettled();
  }, [settled]);
}
