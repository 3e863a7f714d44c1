// How many remote modules (a page's or a slot's code) are on their way. The first screen has not settled while one is
// (app/first-screen.ts): a remote's page asks for its data only once its code is there, and what waits for the settled
// screen must not start in between.
let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  loading += by;
  for (const listener of listeners) listener();
}

/** Counts `load` as on its way until it settles; returns it. */
export function trackModuleLoad<T>(load: Promise<T>): Promise<T> {
  changed(1);
  load.then(
    () => changed(-1),
    () => changed(-1),
  );
  return load;
}

/** Calls `listener` whenever a load starts or settles; returns the unsubscription. */
export function subscribeModulesLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a remote module is on its way. */
export function modulesLoading(): boolean {
  return loading > 0;
}
