// The lead calls (visitor-features §7): POST leads (v1) or gas/leads (v2) with one step's FormConfirm,
// GET leads/dni-validation/{id} and GET leads/solvencia/{id} (v1); and the person step's checks (§4). Every call about
// a lead made here carries its token (lib/lead-tokens.ts), kept when the API answers it.
import type {
  DniValidationResponse,
  LeadRequest,
  LeadResponse,
  ScoringResponse,
} from '@portal/shared/api-types';
import { api, isHttpError } from '@portal/shared/http';
import { keepLeadToken, leadTokenHeaders } from '../../../lib/lead-tokens';

/** Which lead a FormConfirm goes to: "POST /leads (v1)" or "POST /gas/leads (v2) | same for gas" (§7). */
export type LeadSupply = 'electricity' | 'gas';

export async function sendLead(
  request: LeadRequest,
  supply: LeadSupply = 'electricity',
): Promise<LeadResponse> {
  const options = { json: request, headers: leadTokenHeaders(supply, request.lead_id) };
  const answer =
    supply === 'gas'
      ? await api.post<LeadResponse>('gas/leads', { ...options, version: 2 })
      : await api.post<LeadResponse>('leads', { ...options, version: 1 });
  if (answer.lead_token) keepLeadToken(supply, answer.lead_id, answer.lead_token);
  return answer;
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
 * the checks; a failed check call is a genericError. A 400 of the lead call is about the step's fields, a 413 about
 * its ID images (over the API's upload limit): each is thrown, for the step to show its messages under their fields.
 */
export async function sendPersonLead(
  request: LeadRequest,
  checks: PersonChecks,
  supply: LeadSupply = 'electricity',
): Promise<LeadErrorsFound> {
  const none = { badScore: false, dniInvalid: false, genericError: false };
  let answer: LeadResponse;
  try {
    answer = await sendLead(request, supply);
  } catch (error) {
    if (isHttpError(error, 400) || isHttpError(error, 413)) throw error;
    return { ...none, genericError: true };
  }
  try {
    if (answer.status !== 'OK') return { ...none, genericError: true };
    const leadId = answer.lead_id;
    const options = { version: 1 as const, headers: leadTokenHeaders(supply, leadId) };
    if (checks.shouldCheckDNI) {
      const dni = await api.get<DniValidationResponse>(`leads/dni-validation/${String(leadId)}`, options);
      if (!dni.dni_valid) return { ...none, dniInvalid: true };
    }
    if (checks.shouldCheckMorosity) {
      const score = await api.get<ScoringResponse>(`leads/solvencia/${String(leadId)}`, options);
      if (!score.scoring) return { ...none, badScore: true };
    }
    return none;
  } catch {
    return { ...none, genericError: true };
  }
}
