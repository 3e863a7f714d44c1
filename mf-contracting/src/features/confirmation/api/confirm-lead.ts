// The confirm call (visitor-features §4 "Confirmation"): POST leads (v1), or gas/leads (v2) for the gas lead, with
// step 5 and confirm true; "for dual supply the gas confirm call too" (confirmLeads). "Both must
// return OK to move to finish. Any other result, or an exception, shows a connectivity-error message with status
// ERROR and offers a Previous button." The finish page shows the answer's render (§2).
import type { LeadResponse } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { leadTokenHeaders } from '../../../lib/lead-tokens';
import { confirmationLead, type ConfirmationValues } from '../schemas';

/** The finish page's text a confirm answered (§2 "the server-rendered body (html or markdown)"). */
export interface FinishRender {
  format: 'html' | 'markdown';
  body: string;
}

export type ConfirmOutcome = { status: 'OK'; render: FinishRender | undefined } | { status: 'ERROR' };

/** Every lead confirmed: what each confirm answered, in order (electricity, then gas), for the finish page. */
export type ConfirmAllOutcome =
  | { status: 'OK'; confirmed: { supply: LeadToConfirm['supply']; render: FinishRender | undefined }[] }
  | { status: 'ERROR' };

/** A lead to confirm: the electricity one (leads, v1) or the gas one (gas/leads, v2). */
export interface LeadToConfirm {
  supply: 'electricity' | 'gas';
  leadId: number;
}

export async function confirmLead(
  values: ConfirmationValues,
  leadId: number,
  supply: LeadToConfirm['supply'] = 'electricity',
): Promise<ConfirmOutcome> {
  try {
    const options = { json: confirmationLead(values, leadId), headers: leadTokenHeaders(supply, leadId) };
    const answer =
      supply === 'gas'
        ? await api.post<LeadResponse>('gas/leads', { ...options, version: 2 })
        : await api.post<LeadResponse>('leads', { ...options, version: 1 });
    if (answer.status !== 'OK' || answer.result?.error === true) return { status: 'ERROR' };
    return { status: 'OK', render: answer.result?.render };
  } catch {
    return { status: 'ERROR' };
  }
}

/** The key of a confirmed lead, as the wizard keeps it ("electricity:21"). */
export function leadKey(lead: LeadToConfirm): string {
  return `${lead.supply}:${String(lead.leadId)}`;
}

/**
 * Every lead confirmed in turn (electricity first, then gas in the dual flow): OK only when each answered OK, with what
 * each answered (issue 41: the dual finish names both requests); the first ERROR stops there (§4 "Both must return OK
 * to move to finish"). Leads confirmed by an earlier attempt (`confirmed`) are not confirmed again (listed without a
 * render); each new one is reported to `onConfirmed`.
 */
export async function confirmLeads(
  values: ConfirmationValues,
  leads: LeadToConfirm[],
  confirmed: readonly string[] = [],
  onConfirmed: (key: string) => void = () => undefined,
): Promise<ConfirmAllOutcome> {
  if (leads.length === 0) return { status: 'ERROR' };
  const answered: { supply: LeadToConfirm['supply']; render: FinishRender | undefined }[] = [];
  for (const lead of leads) {
    if (confirmed.includes(leadKey(lead))) {
      answered.push({ supply: lead.supply, render: undefined });
      continue;
    }
    const outcome = await confirmLead(values, lead.leadId, lead.supply);
    if (outcome.status !== 'OK') return { status: 'ERROR' };
    onConfirmed(leadKey(lead));
    answered.push({ supply: lead.supply, render: outcome.render });
  }
  return { status: 'OK', confirmed: answered };
}
