// A dialog that only shows something about an invoice (its history, its payment): full screen on a phone, a Close
// button, its content mounted afresh at each opening. The invoices' and the payment's dialogs share it.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/shared/ui';
import { DialogFrame } from '@portal/shared/widgets';
import type { ReactNode } from 'react';

export interface InfoDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function InfoDialog({ open, title, onClose, children }: InfoDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      size={{ base: 'full', sm: 'md' }}
      freshContent
      footer={
        <Button variant="outline" onClick={onClose}>
          {t`Close`}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
