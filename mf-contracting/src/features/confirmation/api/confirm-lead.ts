// The confirm call (visitor-features §4 "Confirmation"): POST leads (v1) with step 5 and confirm true. "Both must
// return OK to move to finish. Any other result, or an exception, shows a connectivity-error message with status
// ERROR and offers a Previous button." The finish page shows the answer's render (§2).
import type { LeadResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { confirmationLead, type ConfirmationValues } from '../schemas';

export type ConfirmOutcome =
  | { status: 'OK'; render: { format: 'html' | 'markdown'; body: string } | undefined }
  | { status: 'ERROR' };

export async function confirmLead(values: ConfirmationValues, leadId: number): Promise<ConfirmOutcome> {
  try {
    const answer = await api.post<LeadResponse>('leads', {
      json: confirmationLead(values, leadId),
      version: 1,
    });
    if (answer.status !== 'OK' || answer.result?.error === true) return { status: 'ERROR' };
    return { status: 'OK', render: answer.result?.render };
  } catch {
    return { status: 'ERROR' };
  }
}
