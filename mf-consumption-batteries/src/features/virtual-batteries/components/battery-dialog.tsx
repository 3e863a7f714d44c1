// The frame of the battery dialogs: a labelled Chakra dialog that fits a phone screen and cannot be dismissed while
// its change is being sent.
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Portal } from '@portal/shared/ui';
import { Dialog } from '@portal/shared/widgets';
import type { ReactNode } from 'react';

export interface BatteryDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** While a change is sent the dialog stays open. */
  busy?: boolean;
  children: ReactNode;
  footer: ReactNode;
}

export function BatteryDialog({ open, title, onClose, busy = false, children, footer }: BatteryDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={!busy}
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
