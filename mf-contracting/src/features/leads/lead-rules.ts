// When a step's data goes to the lead (visitor-features §4 "Wizard"), and the FormConfirm of the installation step
// (§7 "FormConfirm payloads by step", step 1).
import type { LeadRequest } from '@portal/shared/api-types';
import { normalizeCups } from '@portal/shared/validation';
import { addressLead, type AddressInput } from '../../lib/address';

export interface LeadSendingContext {
  /** The setting features.leads. */
  leadsFeature: boolean;
  /** The contracting flag requireLeadConsent. */
  requireLeadConsent: boolean;
  /** The visitor gave the leads consent (pre-set for a signed-in user). */
  consent: boolean;
}

/**
 * "Leads are sent only if the leads feature is on and consent is obtained, or if lead consent is not required. If the
 * leads feature is off, the whole lead is sent at confirmation." (§4) Read as: per step only with the feature on and
 * (consent given or not required); otherwise everything at confirmation.
 */
export function sendsLeadPerStep({ leadsFeature, requireLeadConsent, consent }: LeadSendingContext): boolean {
  return leadsFeature && (consent || !requireLeadConsent);
}

/** "Each step submit stores the data and, only if it changed from what was stored, sends lead data" (§4). */
export function shouldSendStep(
  context: LeadSendingContext,
  stored: Record<string, unknown> | undefined,
  submitted: Record<string, unknown>,
): boolean {
  return sendsLeadPerStep(context) && JSON.stringify(stored) !== JSON.stringify(submitted);
}

export interface InstallationLeadInput extends AddressInput {
  leadsConsent: boolean;
  cups: string;
  cnae: { cnae: number; vivienda: boolean };
  activeContract: boolean;
  comerOrigin: number | null;
  invoice: { name: string; content: string }[];
}

/**
 * Step 1: "allow_contact, activeContract, cups{name, state, municipi, poblacio, tv, nv, pnp, bq, es, pt, pu, dp,
 * aclarador, ref_catastral}, cnae{cnae, vivienda}, comerOrigin, invoice" (§7). The CUPS and the cadastral reference go
 * as the API stores them (spaces removed, upper case), whatever was typed.
 */
export function installationLead(values: InstallationLeadInput, leadId?: number): LeadRequest {
  return {
    step: 1,
    ...(leadId === undefined ? {} : { lead_id: leadId }),
    allow_contact: values.leadsConsent,
    activeContract: values.activeContract,
    cups: {
      name: normalizeCups(values.cups),
      ...addressLead(values),
      dp: values.dp,
    },
    cnae: values.cnae,
    comerOrigin: values.comerOrigin,
    invoice: values.invoice,
  };
}
