// The frame of the battery dialogs: a labelled dialog that fits a phone screen and cannot be dismissed while its
// change is being sent (the portal's DialogFrame).
import { DialogFrame } from '@portal/shared/widgets';
import type { VirtualBattery } from '@portal/shared/api-types';
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

/** What a dialog changing one battery entry of a contract is given (modify its percentage, move it). */
export interface BatteryChangeProps {
  contractName: string;
  /** Every entry of the contract, for the distribution's preview. */
  batteries: readonly VirtualBattery[];
  /** The entry changed. */
  battery: VirtualBattery;
  onClose: () => void;
  /** After the change is applied (the dialog closes). */
  onApplied: () => void;
}
