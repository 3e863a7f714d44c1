// Renders one exposed module of a remote, loaded only when shown (React.lazy), with a loader while it arrives and
// "section unavailable" with a Retry that really loads it again when it fails.
import { LoadingState } from '../pages/loading-state';
import type { RemoteName } from '@portal/shared/settings';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useEffect, useState } from 'react';
import { reportHealth } from '../telemetry/health';
import { loadExposed } from './federation';
import { loadErrors, RemoteBoundary } from './remote-boundary';

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
        // A failed lazy component keeps its error: it stays cached (a slot whose shared loader renders its
        // contributions again must meet the same error, not start a new load each time) until Retry forgets it.
        reportHealth('error', 'load', 1, remote);
        if (typeof error === 'object' && error !== null) loadErrors.add(error);
        throw error;
      }
    });
    cache.set(key, component);
  }
  return component;
}

/** Forgets `remote/module`'s component (a failed one keeps its error), so that the next render loads it afresh. */
function forgetModule(remote: RemoteName, module: string): void {
  cache.delete(`${remote}/${module}`);
}

export interface RemoteModuleProps<P extends object = object> {
  remote: RemoteName;
  /** The exposed module as the catalogue names it, e.g. `./InvoicesPage`. */
  module: string;
  props?: P;
  /** Its own loader while it arrives (default); false leaves the waiting to an enclosing boundary (a slot's). */
  ownLoader?: boolean;
  /** Called once the module has rendered (a route's page: the route change's end, for the health reports). */
  onShown?: () => void;
}

/** Rendered beside the module, inside its Suspense: its effect runs once the module has rendered. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown]);
  return null;
}

export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  ownLoader = true,
  onShown,
}: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Module = lazyModule(remote, module);
  const content = (
    <>
      <Module {...(props as AnyProps | undefined)} />
      {onShown ? <Shown onShown={onShown} /> : undefined}
    </>
  );
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        forgetModule(remote, module);
        setAttempt((n) => n + 1);
      }}
    >
      {ownLoader ? <Suspense fallback={<LoadingState shape="page" />}>{content}</Suspense> : content}
    </RemoteBoundary>
  );
}
