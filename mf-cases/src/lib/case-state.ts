// Case message states (customer-area §4 "Case message states: accepted, denied, additional information needed, being
// processed, in process"): the tone of each one's chip. The labels are in `components/case-state-chip.tsx`.
import type { CaseState } from '@portal/shared/api-types';
import type { StatusTone } from '@portal/shared/ui';

export const CASE_STATE_TONE: Record<CaseState, StatusTone> = {
  accepted: 'success',
  denied: 'error',
  additional_information: 'warning',
  being_processed: 'info',
  in_process: 'neutral',
};

export function isCaseState(value: string | null | undefined): value is CaseState {
  return (
    value === 'accepted' ||
    value === 'denied' ||
    value === 'additional_information' ||
    value === 'being_processed' ||
    value === 'in_process'
  );
}
