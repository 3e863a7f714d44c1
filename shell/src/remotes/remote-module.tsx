// Renders one exposed module of a remote, loaded only when shown, with a loader while it arrives and "section
// unavailable" with a Retry that really loads it again when it fails.
//
// A module with its own loader (a route's page) is not revealed by a Suspense retry: React holds a retry that shows
// content until 300 ms after the last fallback appeared, so a page whose code arrived just after its loader was
// committed waited, ready, for up to 300 ms (on the contracts list's first load the list was rendered at 686 ms and
// painted at 936 ms, after React's timer). The loader is the component's own state instead, and the arrived module
// is rendered in a transition, which React commits as soon as it is rendered (issue 47 item 0).
import { LoadingState } from '../pages/loading-state';
import type { RemoteName } from '@portal/shared/settings';
import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  startTransition,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { reportHealth } from '../telemetry/health';
import { loadExposed } from './federation';
import { loadErrors, RemoteBoundary } from './remote-boundary';

type AnyProps = Record<string, unknown>;
type LazyModule = LazyExoticComponent<ComponentType<AnyProps>>;

type ExposedModule = { default: ComponentType<AnyProps> };
/** A module load's outcome, kept until Retry forgets it (a failed one keeps its error). */
type Settled = { component: ComponentType<AnyProps> } | { error: unknown };

const cache = new Map<string, LazyModule>();
const loads = new Map<string, Promise<Settled>>();
const settled = new Map<string, Settled>();
/** Loads started before anything renders them (the first route's page, beside the session): taken once. */
const preloads = new Map<string, Promise<ExposedModule>>();

/** Forgets every loaded module component (tests start from scratch). */
export function clearRemoteModuleCache(): void {
  cache.clear();
  loads.clear();
  settled.clear();
  preloads.clear();
}

/**
 * Starts loading `remote/module` now, so that the page's manifest, container and chunks arrive while the session and
 * the settings are still being settled; the component that renders it later takes this load instead of starting
 * another. A failed preload is not an error here: the render loads again and shows its own error and Retry.
 */
export function preloadRemoteModule(remote: RemoteName, module: string): void {
  const key = `${remote}/${module}`;
  if (cache.has(key) || loads.has(key) || preloads.has(key)) return;
  const load = loadExposed<ExposedModule>(remote, module);
  load.then(
    // Arrived before its page renders: the page renders at once, without its loader first.
    (loaded) => {
      if (!settled.has(key)) settled.set(key, { component: loaded.default });
    },
    () => preloads.delete(key),
  );
  preloads.set(key, load);
}

/** Loads `remote/module`, taking its preload if one was started; a failure is reported once, as a failed load. */
async function loadModule(remote: RemoteName, module: string): Promise<ExposedModule> {
  const key = `${remote}/${module}`;
  const load = () => loadExposed<ExposedModule>(remote, module);
  const preloaded = preloads.get(key);
  preloads.delete(key);
  try {
    // A preload that failed gets one fresh load, as if nothing had been preloaded.
    return await (preloaded ? preloaded.catch(load) : load());
  } catch (error) {
    reportHealth('error', 'load', 1, remote);
    if (typeof error === 'object' && error !== null) loadErrors.add(error);
    throw error;
  }
}

function lazyModule(remote: RemoteName, module: string): LazyModule {
  const key = `${remote}/${module}`;
  let component = cache.get(key);
  if (!component) {
    // A failed lazy component keeps its error: it stays cached (a slot whose shared loader renders its contributions
    // again must meet the same error, not start a new load each time) until Retry forgets it.
    component = lazy(() => loadModule(remote, module));
    cache.set(key, component);
  }
  return component;
}

/** The outcome of loading `remote/module` for a module with its own loader, one load until Retry forgets it. */
function settledModule(remote: RemoteName, module: string): Promise<Settled> {
  const key = `${remote}/${module}`;
  let load = loads.get(key);
  if (!load) {
    load = loadModule(remote, module).then(
      (loaded): Settled => ({ component: loaded.default }),
      (error: unknown): Settled => ({ error }),
    );
    void load.then((outcome) => settled.set(key, outcome));
    loads.set(key, load);
  }
  return load;
}

/** Forgets `remote/module`'s component (a failed one keeps its error), so that the next render loads it afresh. */
function forgetModule(remote: RemoteName, module: string): void {
  const key = `${remote}/${module}`;
  cache.delete(key);
  loads.delete(key);
  settled.delete(key);
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

/** The module with `props`, and what says it has rendered. */
function ModuleContent({
  Module,
  props,
  onShown,
}: {
  Module: ComponentType<AnyProps>;
  props: AnyProps | undefined;
  onShown: (() => void) | undefined;
}) {
  return (
    <>
      <Module {...props} />
      {onShown ? <Shown onShown={onShown} /> : undefined}
    </>
  );
}

/**
 * A module with its own loader: the loader while the code is on its way, then the module, rendered in a transition.
 * Inside a Suspense boundary that already shows this (its loader), what the module's first render waits for (its
 * remote's catalogues, `expose` in @portal/shared/i18n) keeps the loader on screen rather than committing the
 * boundary's fallback, and the transition commits the page once it has all it needs.
 */
function OwnLoaded({
  remote,
  module,
  props,
  onShown,
}: {
  remote: RemoteName;
  module: string;
  props: AnyProps | undefined;
  onShown: (() => void) | undefined;
}) {
  const [outcome, setOutcome] = useState(() => settled.get(`${remote}/${module}`));
  useEffect(() => {
    if (outcome) return undefined;
    let current = true;
    void settledModule(remote, module).then((next) => {
      if (current) startTransition(() => setOutcome(next));
    });
    return () => {
      current = false;
    };
  }, [remote, module, outcome]);
  if (!outcome) return <LoadingState shape="page" />;
  // To the remote's boundary: "section unavailable" and Retry.
  if ('error' in outcome) throw outcome.error;
  return <ModuleContent Module={outcome.component} props={props} onShown={onShown} />;
}

export function RemoteModule<P extends object>({
  remote,
  module,
  props,
  ownLoader = true,
  onShown,
}: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const moduleProps = props as AnyProps | undefined;
  const content = ownLoader ? (
    <OwnLoaded remote={remote} module={module} props={moduleProps} onShown={onShown} />
  ) : (
    <ModuleContent Module={lazyModule(remote, module)} props={moduleProps} onShown={onShown} />
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
