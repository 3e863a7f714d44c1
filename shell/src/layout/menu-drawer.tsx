// The main menu in a drawer from the start edge, below 1,024 px (menu-button.tsx opens it): a dialog named by its
// title, with the focus kept inside while open, closed by Escape, the backdrop, its close button or a link.
import { CloseButton, Portal } from '@portal/shared/ui';
import { Drawer } from '@portal/shared/widgets';
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { SidebarNav } from './sidebar';

export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes back when the drawer closes (the menu button). */
  finalFocusEl: () => HTMLElement | null;
}

export function MenuDrawer({ open, onClose, finalFocusEl }: MenuDrawerProps) {
  const { t } = useLingui();
  // A link to the page already shown does not navigate: it closes the menu all the same.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="start"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        {/* Shown at once: the opening backdrop was already there (menu-button.tsx). */}
        <Drawer.Backdrop _open={{ animationName: 'none' }} />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t`Menu`}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body onClick={closeOnLink}>
              <SidebarNav />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close the menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
