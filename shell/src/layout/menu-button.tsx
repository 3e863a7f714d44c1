// Below 1,024 px (a phone, a tablet held upright) the main menu is not on the page, so that a visitor meets the page
// first: this labelled button in the header opens it in a drawer. The drawer (widgets: dialog machinery and a focus trap) loads
// with the first opening; it is open at one location only, so any navigation closes it. The click's frame shows the
// page dimmed; the drawer (its code on the first opening, its state machines, the menu's entries) renders once that
// frame is painted, as a dialog does (issue 47 item 1: 133–206 ms of the click's processing at the budgets' CPU).
import { Button, OpeningBackdrop, useOpenAfterPaint, useOpenedOnce } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@portal/shared/routes';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { usePrefetchedServerPages } from './use-server-pages';

const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

export function MenuButton() {
  const { t } = useLingui();
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  // The location (its history entry) at which the menu was opened: following a link, or going back, closes it.
  const [openAt, setOpenAt] = useState<string | undefined>();
  const open = openAt === location.key;
  const { opened, opening } = useOpenAfterPaint(open);
  // The drawer's code is asked for at its first opening, after the click's paint.
  const requested = useOpenedOnce(opened);
  usePrefetchedServerPages();
  return (
    <>
      <Button
        ref={button}
        hideFrom="lg"
        size="sm"
        variant="ghost"
        // An icon on a phone's narrow header, named for screen readers (the header fits 360 px, issue 44 §3).
        aria-label={t`Menu`}
        px="2"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(location.key)}
      >
        <MenuIcon aria-hidden />
      </Button>
      {opening ? <OpeningBackdrop /> : undefined}
      {requested ? (
        // Its code on its way, the page stays dimmed.
        <Suspense fallback={open ? <OpeningBackdrop /> : null}>
          <MenuDrawer
            open={opened}
            onClose={() => setOpenAt(undefined)}
            finalFocusEl={() => button.current}
          />
        </Suspense>
      ) : undefined}
    </>
  );
}
