// The frame of the battery dialogs: a labelled dialog that fits a phone screen and cannot be dismissed while its
// change is being sent (the portal's DialogFrame).
import { DialogFrame } from '@portal/shared/widgets';
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

export function BatteryDialog(props: BatteryDialogProps) {
  return <DialogFrame size={{ base: 'full', sm: 'md' }} {...props} />;
}
