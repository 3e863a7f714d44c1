// The `contract.claimDialog` slot (shared/src/slots/types.ts): the complaint dialog the gas contract detail opens for
// its contract (customer-area §2 "Gas contract detail … a claim dialog").
import type { SlotProps } from '@portal/shared/slots';
import { ClaimDialog } from '../features/atc-complaint/components/claim-dialog';
import { expose } from '../i18n';

function ClaimDialogSlot({ contractName, open, onClose }: SlotProps['contract.claimDialog']) {
  return <ClaimDialog contractName={contractName} open={open} onClose={onClose} />;
}

export default expose(ClaimDialogSlot);
