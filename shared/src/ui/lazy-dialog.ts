// A dialog whose code is fetched on first use (decision 009: not with the page's first screen), and earlier when its
// button is pointed at, touched or focused: the dialogs' counterpart of MenuOnDemand (menus) and IntentLink (pages).
// Open it in a transition (`startTransition`), so that the click paints before the code has arrived.
import { type ComponentType, lazy } from 'react';

export interface LazyDialog<P> {
  /** The dialog for React's lazy rendering (under a Suspense boundary). */
  Dialog: ComponentType<P>;
  /**
   * Starts fetching the dialog's code, in a task of its own: a click right behind the pointer does not wait for it. A
   * failed fetch is left to the dialog's own render, which asks again.
   */
  preload: () => void;
}

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const preload = () => {
    setTimeout(() => void load().catch(() => undefined), 0);
  };
  return { Dialog, preload };
}
