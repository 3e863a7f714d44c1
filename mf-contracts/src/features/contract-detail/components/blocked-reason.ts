// The note beside a disabled change (customer-area §4 "Contract edit dialogs are enabled only when the contract state
// is activa; power and SIPS also need atr_available (otherwise a note says a process is under way)").
import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { editBlock } from '../../../lib/change-rules';

export function useBlockedReason(
  contract: ContractDetail,
  options: Parameters<typeof editBlock>[1] = {},
): string | undefined {
  const { t } = useLingui();
  switch (editBlock(contract, options)) {
    case 'notActive':
      return t`Only an active contract can be changed.`;
    case 'atrUnavailable':
      return t`A process is under way on this contract: this change cannot be requested now.`;
    case 'inProcess':
      return t`A request of this kind is already in process.`;
    default:
      return undefined;
  }
}
