// A menu whose code loads when the user reaches for it, not with the screen: a menu brings the widgets'
// state machines, focus trap and positioning (~65 KB gzip), which on a data page travelled before its first screen
// (decision 009). Until then its trigger stands in, a real button: hovering or focusing it fetches the
// code, pressing it renders the menu (which opens itself: `defaultOpen`) once the code is there, the trigger showing
// its spinner meanwhile. Code that cannot be fetched leaves the trigger as it was: the next press tries again.
import { Suspense, useState, type ReactNode } from 'react';

export interface MenuOnDemandTriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  /**
   * While the menu's code arrives, after a press: the button's spinner (the button keeps its name: `loadingText` or
   * `aria-label`).
   */
  loading?: boolean;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
}

export interface MenuOnDemandProps {
  /** Fetches the menu's code (the dynamic import its `lazy` component uses). */
  load: () => Promise<unknown>;
  /** The button that stands in for the menu's trigger, with these props spread on it. */
  trigger: (props: MenuOnDemandTriggerProps) => ReactNode;
  /** The menu (a `lazy` component), rendered once the trigger is pressed and its code is there; it opens itself. */
  children: ReactNode;
}

const CLOSED = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;

export function MenuOnDemand({ load, trigger, children }: MenuOnDemandProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'ready'>('idle');
  if (state === 'ready')
    return <Suspense fallback={trigger({ ...CLOSED, loading: true })}>{children}</Suspense>;
  if (state === 'loading') return trigger({ ...CLOSED, loading: true });
  const prefetch = () => void load().catch(() => undefined);
  const open = () => {
    setState('loading');
    load().then(
      () => setState('ready'),
      () => setState('idle'),
    );
  };
  return trigger({ ...CLOSED, onPointerEnter: prefetch, onFocus: prefetch, onClick: open });
}
