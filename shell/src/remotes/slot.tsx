// A named place in a page that other remotes fill: each contribution of a registered and enabled remote, loaded
// lazily in its own boundary. A disabled remote's contribution is simply absent (and nothing is requested from it).
import { Suspense } from 'react';
import { LoadingState } from '../pages/loading-state';
import { contributionsFor, type SlotName, type SlotProps } from '@portal/shared/slots';
import { useSettings } from '@portal/shared/settings';
import { RemoteModule } from './remote-module';
import { useRemotes } from './registry';

export interface SlotComponentProps<S extends SlotName> {
  name: S;
  props: SlotProps[S];
}

export function Slot<S extends SlotName>({ name, props }: SlotComponentProps<S>) {
  const registered = useRemotes((state) => state.registered);
  const settings = useSettings((state) => state.settings);
  const flags = useSettings((state) => state.flags);
  const shown = contributionsFor(name).filter(
    (c) => registered.some((entry) => entry.name === c.remote) && (c.enabled?.({ settings, flags }) ?? true),
  );
  // One loader for the whole slot: its contributions appear together, so one arriving first is not pushed aside by
  // the next (layout shift on the home's tiles). Each keeps its own error boundary.
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={<LoadingState />}>
      {shown.map((c) => (
        <RemoteModule key={c.id} remote={c.remote} module={c.module} props={props} ownLoader={false} />
      ))}
    </Suspense>
  );
}
