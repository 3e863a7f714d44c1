import type { ContractDetail } from '@portal/shared/api-types';
/** A dialog opened by its button or by a redirect action after login (the detail holds which one is open). */
export interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A change dialog's props: the contract it changes, and whether it is open. */
export interface ContractDialogProps extends DialogControl {
  contract: ContractDetail;
}
