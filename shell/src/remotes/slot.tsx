// A named place in a page that other remotes fill: each contribution of a registered and enabled remote, loaded
// lazily in its own boundary. A disabled remote's contribution is simply absent (and nothing is requested from it).
import { Suspense, useEffect, type ReactNode } from 'react';
import { LoadingState } from '../pages/loading-state';
import { contributionsFor, type SlotContribution, type SlotName, type SlotProps } from '@portal/shared/slots';
import { useSettings } from '@portal/shared/settings';
import { RemoteModule } from './remote-module';
import { useRemotes } from './registry';

/** The contributions to `name` that show: their remote is registered and the brand enables them. */
export function useSlotContributions<S extends SlotName>(name: S): SlotContribution<S>[] {
  const registered = useRemotes((state) => state.registered);
  const settings = useSettings((state) => state.settings);
  const flags = useSettings((state) => state.flags);
  return contributionsFor(name).filter(
    (c) => registered.some((entry) => entry.name === c.remote) && (c.enabled?.({ settings, flags }) ?? true),
  );
}

export interface SlotComponentProps<S extends SlotName> {
  name: S;
  props: SlotProps[S];
  /** What stands in while the contributions' code loads (given how many there are); a loader by default. */
  fallback?: (count: number) => ReactNode;
  /** Called once the contributions are on the page (or at once when there are none): what sits below them can show. */
  onShown?: () => void;
}

/** Commits with the slot's contributions (inside their Suspense boundary), so its effect runs once they are shown. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * What stands in for a slot's contributions by default, when the page that hosts it gives nothing: the shape of a
 * section for the contract detail's (its consumption chart, its virtual battery card; issue 44 §3, "skeletons shaped
 * like the content instead of 'Cargando…' text"), a spinner for the rest (a dialog on its way).
 */
const SLOT_PLACEHOLDERS: Partial<Record<SlotName, (count: number) => ReactNode>> = {
  'contract.detail.sections': (count) =>
    Array.from({ length: count }, (_, i) => <LoadingState key={i} shape="chart" />),
};

export function Slot<S extends SlotName>({ name, props, fallback, onShown }: SlotComponentProps<S>) {
  const shown = useSlotContributions(name);
  const sentinel = onShown ? <Shown onShown={onShown} /> : null;
  // One loader for the whole slot: its contributions appear together, so one arriving first is not pushed aside by
  // the next (layout shift on the home's tiles). Each keeps its own error boundary.
  if (shown.length === 0) return sentinel;
  return (
    <Suspense fallback={(fallback ?? SLOT_PLACEHOLDERS[name])?.(shown.length) ?? <LoadingState />}>
      {shown.map((c) => (
        <RemoteModule key={c.id} remote={c.remote} module={c.module} props={props} ownLoader={false} />
      ))}
      {sentinel}
    </Suspense>
  );
}
