import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from '@portal/shared/widgets';
import { AtcForm } from './atc-form';

export interface ClaimDialogProps {
  /** The contract the complaint is about; without it the form asks for one. */
  contractName?: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The complaint form as a dialog (customer-area §2: "Also opens as a dialog from the contact page and from gas contract
 * detail"): the `contract.claimDialog` slot's props. Its content mounts when it opens, so each opening starts afresh.
 */
export function ClaimDialog({ contractName, open, onClose }: ClaimDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      title={t`File a complaint`}
      onClose={onClose}
      freshContent
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      // React events cross portals: the host may sit in a form of its own (the contact page), which must not be
      // submitted with the complaint.
      bodyProps={{ pb: '6', onSubmit: (event) => event.stopPropagation() }}
    >
      <AtcForm contractName={contractName} onClose={onClose} />
    </DialogFrame>
  );
}
