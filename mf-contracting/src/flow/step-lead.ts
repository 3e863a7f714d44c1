// The lead sending rule of a step after the supply point (visitor-features §4 "Wizard": "Each step submit stores the
// data and, only if it changed from what was stored, sends lead data"; leads go step by step only when the leads
// feature and consent allow it, and only once the supply point made the lead).
import type { LeadRequest } from '@portal/shared/api-types';
import type { StepOutcome } from '../features/wizard/components/contracting-wizard';
import { leadFingerprint } from '../lib/files';

export interface StepLeadOptions {
  /** Leads are sent step by step (otherwise all at confirmation). */
  perStep: boolean;
  /** The lead made by the supply point step, if any. */
  leadId: number | null;
  /** What this step last sent (serialised). */
  sentLead: string | undefined;
  /** The step's lead request. */
  request: (leadId: number) => LeadRequest;
  /** Sends it; what it finds (e.g. lead errors) goes with the step's outcome. */
  send: (request: LeadRequest) => Promise<Omit<StepOutcome, 'sentLead'> | void>;
}

/**
 * The outcome to complete the step with: nothing when leads are not sent step by step, there is no lead yet, or the
 * request is the one already sent; otherwise the request is sent and kept as sent.
 */
export async function sendStepLead({
  perStep,
  leadId,
  sentLead,
  request,
  send,
}: StepLeadOptions): Promise<StepOutcome | undefined> {
  if (!perStep || leadId === null) return undefined;
  const built = request(leadId);
  const serialized = leadFingerprint(built);
  if (serialized === sentLead) return undefined;
  const found = await send(built);
  return { ...found, sentLead: serialized };
}
