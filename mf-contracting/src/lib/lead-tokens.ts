// The secret of each lead this browser made (issue 42 finding 2): the API answers it when a lead is made
// (`lead_token`) and answers every later call about that lead only with it (`X-Lead-Token`); anyone else gets the
// answer of an unknown lead. Kept next to the wizard state, in the same sessionStorage (issue 41 item 6: the tab that
// started a lead holds both its state and its token; a reload or a new sign-in in that tab loses nothing, another
// browser user never finds them) and forgotten with it on finish, on Go home and on Start again.
import { LEAD_TOKEN_HEADER } from '@portal/shared/api-types';
import { safeStorage } from '@portal/shared/auth';

export type LeadSupplyKind = 'electricity' | 'gas';

export const LEAD_TOKENS_KEY = 'portal.contracting.leadTokens';

const storage = safeStorage('sessionStorage');

function readTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.get(LEAD_TOKENS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function writeTokens(tokens: Record<string, string>): void {
  if (Object.keys(tokens).length === 0) storage.remove(LEAD_TOKENS_KEY);
  else storage.set(LEAD_TOKENS_KEY, JSON.stringify(tokens));
}

const keyOf = (supply: LeadSupplyKind, leadId: number) => `${supply}:${String(leadId)}`;

export function keepLeadToken(supply: LeadSupplyKind, leadId: number, token: string): void {
  writeTokens({ ...readTokens(), [keyOf(supply, leadId)]: token });
}

/** The header of a call about lead `leadId` (none when this browser holds no token for it). */
export function leadTokenHeaders(supply: LeadSupplyKind, leadId: number | undefined): Record<string, string> {
  if (leadId === undefined) return {};
  const token = readTokens()[keyOf(supply, leadId)];
  return token ? { [LEAD_TOKEN_HEADER]: token } : {};
}

/** Forgets the tokens of these leads (the wizard's state is cleared). */
export function forgetLeadTokens(leads: { supply: LeadSupplyKind; leadId: number | null }[]): void {
  const tokens = readTokens();
  for (const { supply, leadId } of leads) if (leadId !== null) delete tokens[keyOf(supply, leadId)];
  writeTokens(tokens);
}
