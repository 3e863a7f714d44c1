import { useLingui } from '@lingui/react/macro';
import type { CaseState } from '@portal/shared/api-types';
import { StatusChip } from '@portal/shared/ui';
import { CASE_STATE_TONE } from '../lib/case-state';

/** The label of each case message state (customer-area §4), for chips and the state filter. */
export function useCaseStateLabel(): (state: CaseState) => string {
  const { t } = useLingui();
  return (state) => {
    switch (state) {
      case 'accepted':
        return t`Accepted`;
      case 'denied':
        return t`Denied`;
      case 'additional_information':
        return t`Additional information needed`;
      case 'being_processed':
        return t`Being processed`;
      case 'in_process':
        return t`In process`;
    }
  };
}

export interface CaseStateChipProps {
  state: CaseState;
}

/** A case's (or a message's) state as text in a coloured chip. */
export function CaseStateChip({ state }: CaseStateChipProps) {
  const label = useCaseStateLabel();
  return <StatusChip tone={CASE_STATE_TONE[state]}>{label(state)}</StatusChip>;
}
