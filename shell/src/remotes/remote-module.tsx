// Renders one exposed module of a remote, loaded only when shown (React.lazy), with a loader while it arrives and
// "section unavailable" with a Retry that really loads it again when it fails.
import { LoadingState } from '../pages/loading-state';
import type { RemoteName } from '@portal/shared/settings';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react';
import { loadExposed } from './federation';
import { RemoteBoundary } from './remote-boundary';

type AnyProps = Record<string, unknown>;
type LazyModule = LazyExoticComponent<ComponentType<AnyProps>>;

const cache = new Map<string, LazyModule>();
/** Loads started before anything renders them (the first route's page, beside the session): taken once. */
const preloads = new Map<string, Promise<{ default: ComponentType<AnyProps> }>>();

/** Forgets every loaded module component (tests start from scratch). */
export function clearRemoteModuleCache(): void {
  cache.clear();
  preloads.clear();
}

/**
 * Starts loading `remote/module` now, so that the page's manifest, container and chunks arrive while the session and
 * the settings are still being settled; the component that renders it later takes this load instead of starting
 * another. A failed preload is not an error here: the render loads again and shows its own error and Retry.
 */
export function preloadRemoteModule(remote: RemoteName, module: string): void {
  const key = `${remote}/${module}`;
  if (cache.has(key) || preloads.has(key)) return;
  const load = loadExposed<{ default: ComponentType<AnyProps> }>(remote, module);
  load.catch(() => preloads.delete(key));
  preloads.set(key, load);
}

function lazyModule(remote: RemoteName, module: string): LazyModule {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const load = () => loadExposed<{ default: ComponentType<AnyProps> }>(remote, module);
      const preloaded = preloads.get(key);
      preloads.delete(key);
      try {
        // A preload that failed gets one fresh load, as if nothing had been preloaded.
        return await (preloaded ? preloaded.catch(load) : load());
      } catch (error) {
        // A failed lazy component keeps its error forever: forget it so that Retry builds a new one.
        cache.delete(key);
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
}

export interface RemoteModuleProps<P extends object = object> {
  remote: RemoteName;
  /** The exposed module as the catalogue names it, e.g. `./InvoicesPage`. */
  module: string;
  props?: P;
  /** Its own loader while it arrives (default); false leaves the waiting to an enclosing boundary (a slot's). */
  ownLoader?: boolean;
}

export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  ownLoader = true,
}: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Module = lazyModule(remote, module);
  const content = <Module {...(props as AnyProps | undefined)} />;
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      {ownLoader ? <Suspense fallback={<LoadingState shape="page" />}>{content}</Suspense> : content}
    </RemoteBoundary>
  );
}
