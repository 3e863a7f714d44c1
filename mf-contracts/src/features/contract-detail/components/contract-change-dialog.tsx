// The dialog of a change the customer requests over the contract (IBAN, power, notification address, invoice delivery,
// electronic notification, SIPS opt-out, tariff customisations): its button disabled with the reason when the contract
// does not allow it (customer-area §4), the dialog kept open while the change is sending, and, when the change waits
// for the customer's signature, the signature-pending notice instead of closing (§4 "Request states").
import { useState, type ReactNode } from 'react';
import { ChangeDialog, SignatureNotice } from '../../../components/change-dialog';
import type { editBlock } from '../../../lib/change-rules';
import { useChangeSending, type ContractChange } from '../api/contract-changes';
import { useBlockedReason } from './blocked-reason';
import type { ContractDialogProps } from './dialog-control';

export interface ContractChangeDialogProps extends ContractDialogProps {
  /** The button's text and the dialog's title. */
  label: string;
  /** The change whose sending keeps the dialog open. */
  change: ContractChange;
  /** What the contract must allow for this change. */
  blockOptions?: Parameters<typeof editBlock>[1];
  /**
   * Why the change itself cannot be requested now, shown when the contract allows it (the SIPS opt-out already active,
   * or requested and not waiting for the signature).
   */
  changeBlockedReason?: string;
  /** The signature-pending notice's own wording, when the change has one (the SIPS opt-out). */
  signatureNotice?: { title: ReactNode; text: ReactNode };
  /**
   * The dialog's form, given `done`: `done()` closes the dialog (the change is sent, or given up), `done(true)` shows
   * the signature-pending notice instead (the change waits for the customer's signature).
   */
  children: (done: (waitingForSignature?: boolean) => void) => ReactNode;
}

export function ContractChangeDialog({
  contract,
  label,
  change,
  blockOptions,
  changeBlockedReason,
  signatureNotice,
  open,
  onOpenChange,
  children,
}: ContractChangeDialogProps) {
  const blockedReason = useBlockedReason(contract, blockOptions) ?? changeBlockedReason;
  const sending = useChangeSending(contract.name, change);
  const [signature, setSignature] = useState(false);
  const close = () => {
    setSignature(false);
    onOpenChange(false);
  };
  return (
    <ChangeDialog
      label={label}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      blockedReason={blockedReason}
      busy={sending}
    >
      {signature ? (
        <SignatureNotice onClose={close} {...signatureNotice} />
      ) : (
        children((waitingForSignature) => (waitingForSignature ? setSignature(true) : close()))
      )}
    </ChangeDialog>
  );
}
