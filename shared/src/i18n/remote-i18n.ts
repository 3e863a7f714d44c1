// One helper for a remote's catalogues: `createRemoteI18n(name, loader)` registers them in the portal's one i18n
// instance and gives `expose(Page)`, the only way to make an exposed module's component (the exposes map's types
// require it), so an exposed page or slot cannot render before its remote's messages are loaded.
import type { RemoteName } from '@portal/shared/api-types';
import { createElement, use, type ComponentType } from 'react';
import { registerCatalogs, type CatalogLoader } from './instance';

declare const exposedBrand: unique symbol;

/** A component made by a remote's `expose`: it suspends until that remote's catalogues are loaded. */
export type ExposedComponent<P extends object = object> = ComponentType<P> & {
  readonly [exposedBrand]: RemoteName;
  /** The remote whose catalogues it waits for (checked at run time by the exposes contract test). */
  readonly exposedBy: RemoteName;
};

export interface RemoteI18n {
  readonly name: RemoteName;
  /** Settles once the catalogues are loaded (a failed load falls back to the source messages). */
  readonly ready: Promise<void>;
  /** Suspends until the catalogues are loaded; `expose` calls it, so pages never need to. */
  useCatalogs(): void;
  /** The component an exposed module exports as default. */
  expose<P extends object>(component: ComponentType<P>, options?: ExposeOptions<P>): ExposedComponent<P>;
}

export interface ExposeOptions<P extends object> {
  /**
   * A hook that starts the page's first data calls (React Query's `usePrefetchQuery` with the page's own query
   * options), run before the component waits for the catalogues: the data then travel beside the catalogues instead
   * of after them and the page's first render (decision 009). It runs only while the catalogues load, and must ask
   * for exactly what the page then reads.
   */
  usePrefetch?: (props: P) => void;
}

const noPrefetch = (): void => undefined;

/**
 * Registers remote `name`'s catalogues (`loader` imports its compiled `locales/<locale>.ts`, so the import stays in
 * the remote's bundle) and returns its `expose` and `useCatalogs`. Call it once, in the remote's `src/i18n.ts`.
 */
export function createRemoteI18n(name: RemoteName, loader: CatalogLoader): RemoteI18n {
  let loaded = false;
  const ready = registerCatalogs(name, loader)
    .catch(() => undefined)
    .then(() => {
      loaded = true;
    });

  function useCatalogs(): void {
    if (!loaded) use(ready);
  }

  function expose<P extends object>(
    component: ComponentType<P>,
    options: ExposeOptions<P> = {},
  ): ExposedComponent<P> {
    const usePrefetch = options.usePrefetch ?? noPrefetch;
    function Exposed(props: P) {
      // Only while the catalogues load (the first page of this remote in a visit): a render that waits for them is
      // never committed, and every committed render runs after they loaded, so the hooks a committed render calls
      // never change. Afterwards the page's own queries ask at once, and a second asker would only duplicate them.
      const prefetch = loaded ? noPrefetch : usePrefetch;
      prefetch(props);
      useCatalogs();
      return createElement(component, props);
    }
    Exposed.displayName = `Exposed(${component.displayName ?? component.name})`;
    Exposed.exposedBy = name;
    return Exposed as unknown as ExposedComponent<P>;
  }

  return { name, ready, useCatalogs, expose };
}

/** Whether `value` is a component made by a remote's `expose` (for the exposes contract test). */
export function isExposedComponent(value: unknown): value is ExposedComponent {
  return typeof value === 'function' && typeof (value as { exposedBy?: unknown }).exposedBy === 'string';
}
