// Below 1,024 px (a phone, a tablet held upright) the main menu is not on the page, so that a visitor meets the page
// first: this labelled button in the header opens it in a drawer. The drawer (widgets: dialog machinery and a focus trap) loads
// with the first opening; it is open at one location only, so any navigation closes it.
import { Button } from '@portal/shared/ui';
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
  const [requested, setRequested] = useState(false);
  const open = openAt === location.key;
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
        onClick={() => {
          setRequested(true);
          setOpenAt(location.key);
        }}
      >
        <MenuIcon aria-hidden />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={() => setOpenAt(undefined)} finalFocusEl={() => button.current} />
        </Suspense>
      ) : undefined}
    </>
  );
}
