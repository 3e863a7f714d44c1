// A menu whose code loads when the user reaches for it, not with the screen: a menu brings the widgets'
// state machines, focus trap and positioning (~65 KB gzip), which on a data page travelled before its first screen
// (decision 009, "Stop 30"). Until then its trigger stands in, a real button: hovering or focusing it fetches the
// code, pressing it renders the menu (which opens itself: `defaultOpen`), the trigger showing its spinner meanwhile.
import { Suspense, useState, type ReactNode } from 'react';

export interface MenuOnDemandTriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  /** While the menu's code arrives, after a press: the button's spinner (it keeps its name: `loadingText` or `aria-label`). */
  loading?: boolean;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
}

export interface MenuOnDemandProps {
  /** Fetches the menu's code (the dynamic import its `lazy` component uses). */
  load: () => Promise<unknown>;
  /** The button that stands in for the menu's trigger, with these props spread on it. */
  trigger: (props: MenuOnDemandTriggerProps) => ReactNode;
  /** The menu (a `lazy` component), rendered once the trigger is pressed; it opens itself. */
  children: ReactNode;
}

export function MenuOnDemand({ load, trigger, children }: MenuOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  if (wanted) {
    return (
      <Suspense fallback={trigger({ loading: true, 'aria-haspopup': 'menu', 'aria-expanded': false })}>
        {children}
      </Suspense>
    );
  }
  return trigger({
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => setWanted(true),
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
}
