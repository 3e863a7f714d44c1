import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and the dialog stays open. */
  loading?: boolean;
}

/** Asks before an action that cannot be undone (role alertdialog; Escape or Cancel closes it, focus is trapped). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  loading,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title={title}
      onClose={onCancel}
      busy={loading}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={loading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button colorPalette="primary" onClick={onConfirm} loading={loading} loadingText={confirmLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </DialogFrame>
  );
}
