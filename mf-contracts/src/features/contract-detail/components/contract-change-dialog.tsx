// The dialog of a change the customer requests over the contract (IBAN, power, notification address, invoice delivery,
// electronic notification): its button disabled with the reason when the contract does not allow it (customer-area §4),
// the dialog kept open while the change is sending, and, when the change waits for the customer's signature, the
// signature-pending notice instead of closing (§4 "Request states").
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
  /** The dialog's form, given `done`, called once the change is sent: `done(true)` when it waits for a signature. */
  children: (done: (waitingForSignature?: boolean) => void) => ReactNode;
}

export function ContractChangeDialog({
  contract,
  label,
  change,
  blockOptions,
  open,
  onOpenChange,
  children,
}: ContractChangeDialogProps) {
  const blockedReason = useBlockedReason(contract, blockOptions);
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
        <SignatureNotice onClose={close} />
      ) : (
        children((waitingForSignature) => (waitingForSignature ? setSignature(true) : close()))
      )}
    </ChangeDialog>
  );
}
