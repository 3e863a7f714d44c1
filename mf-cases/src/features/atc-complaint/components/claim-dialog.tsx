import { useLingui } from '@lingui/react/macro';
import { CloseButton, Portal } from '@portal/shared/ui';
import { Dialog } from '@portal/shared/widgets';
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
      unmountOnExit
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`File a complaint`}</Dialog.Title>
            </Dialog.Header>
            {/* React events cross portals: the host may sit in a form of its own (the contact page), which must not
                be submitted with the complaint. */}
            <Dialog.Body pb="6" onSubmit={(event) => event.stopPropagation()}>
              <AtcForm contractName={contractName} onClose={onClose} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
