// The lead calls (visitor-features §7): POST leads (v1) or gas/leads (v2) with one step's FormConfirm,
// GET leads/dni-validation/{id} and GET leads/solvencia/{id} (v1); and the person step's checks (§4).
import type {
  DniValidationResponse,
  LeadRequest,
  LeadResponse,
  ScoringResponse,
} from '@portal/shared/api-types';
import { api } from '@portal/shared/http';

/** Which lead a FormConfirm goes to: "POST /leads (v1)" or "POST /gas/leads (v2) | same for gas" (§7). */
export type LeadSupply = 'electricity' | 'gas';

export function sendLead(request: LeadRequest, supply: LeadSupply = 'electricity'): Promise<LeadResponse> {
  return supply === 'gas'
    ? api.post<LeadResponse>('gas/leads', { json: request, version: 2 })
    : api.post<LeadResponse>('leads', { json: request, version: 1 });
}

export interface LeadErrorsFound {
  badScore: boolean;
  dniInvalid: boolean;
  genericError: boolean;
}

export interface PersonChecks {
  shouldCheckDNI: boolean;
  shouldCheckMorosity: boolean;
}

/**
 * "On the person step, a status other than OK from the lead call sets genericError. Then, if shouldCheckDNI is set,
 * the DNI validation result is checked (dni_valid false sets dniInvalid). Then, if shouldCheckMorosity is set, the
 * score check is run (a false scoring sets badScore)." (§4) Each error blocks advancing, so the first one found stops
 * the checks; a failed check call is a genericError.
 */
export async function sendPersonLead(
  request: LeadRequest,
  checks: PersonChecks,
  supply: LeadSupply = 'electricity',
): Promise<LeadErrorsFound> {
  const none = { badScore: false, dniInvalid: false, genericError: false };
  try {
    const answer = await sendLead(request, supply);
    if (answer.status !== 'OK') return { ...none, genericError: true };
    const leadId = answer.lead_id;
    if (checks.shouldCheckDNI) {
      const dni = await api.get<DniValidationResponse>(`leads/dni-validation/${String(leadId)}`, {
        version: 1,
      });
      if (!dni.dni_valid) return { ...none, dniInvalid: true };
    }
    if (checks.shouldCheckMorosity) {
      const score = await api.get<ScoringResponse>(`leads/solvencia/${String(leadId)}`, { version: 1 });
      if (!score.scoring) return { ...none, badScore: true };
    }
    return none;
  } catch {
    return { ...none, genericError: true };
  }
}
