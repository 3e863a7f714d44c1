// A part of a page fetched with import() when it is first needed (a chart's library after the page's first screen,
// decision 009): its code is asked for once per visit, a failed fetch is asked again by the next caller, and a hook
// gives the part once it has arrived. Not React.lazy: a Suspense boundary reveals its content at the earliest 300 ms
// after its fallback showed (React's reveal throttling), which would hold a part whose code is already here behind
// its loader.
import { useEffect, useState } from 'react';

export interface OnDemandState<T> {
  /** The part, once its code has arrived. */
  part?: T;
  /** Its fetch failed; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

export interface OnDemand<T> {
  /** Fetches the part once (a failed fetch is asked again by the next caller). */
  load: () => Promise<T>;
  /**
   * The part in a component: there at once when it has arrived before, else once it arrives. `wanted` false: not
   * asked for yet (a part wanted only after the page's first screen), though given if it has arrived.
   */
  usePart: (wanted?: boolean) => OnDemandState<T>;
  /** The part if it has arrived, without asking for it (outside a component, or to decide whether to wait). */
  current: () => T | undefined;
}

/** `fetchPart` is the remote's own `import('./…').then(…)`, so that the bundler makes the part its own chunk. */
export function onDemand<T>(fetchPart: () => Promise<T>): OnDemand<T> {
  let loaded: { part: T } | undefined;
  let loading: Promise<T> | undefined;

  const load = (): Promise<T> => {
    loading ??= fetchPart().then(
      (part) => {
        loaded = { part };
        return part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const usePart = (wanted = true): OnDemandState<T> => {
    // A part may be a component (a function): kept in a box so that React stores it rather than calls it.
    const [box, setBox] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (box || !wanted) return;
      let live = true;
      load().then(
        (part) => live && setBox({ part }),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [box, wanted, attempt]);
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    return { part: box?.part, failed, retry };
  };

  return { load, usePart, current: () => loaded?.part };
}
