// The confirmation step (visitor-features §3 "Confirmation step", §5 "Confirmation"): "acceptOVConditions and
// acceptGdpr required unless authenticated. acceptPublicity optional, shown only if askPublicity is set."
import { t } from '@lingui/core/macro';
import type { LeadRequest } from '@portal/shared/api-types';
import * as v from 'valibot';

export interface ConfirmationInput {
  acceptOVConditions: boolean;
  acceptGdpr: boolean;
  acceptPublicity: boolean;
}

/** "Authenticated users have ... the terms and privacy checkboxes pre-accepted and hidden" (§4). */
export function emptyConfirmation(signedIn: boolean): ConfirmationInput {
  return { acceptOVConditions: signedIn, acceptGdpr: signedIn, acceptPublicity: false };
}

export function confirmationSchema(signedIn: boolean) {
  const required = t`Required field`;
  const accepted = signedIn ? v.boolean() : v.pipe(v.boolean(), v.value(true, required));
  return v.object({ acceptOVConditions: accepted, acceptGdpr: accepted, acceptPublicity: v.boolean() });
}

export type ConfirmationValues = v.InferOutput<ReturnType<typeof confirmationSchema>>;

/** Step 5: "accept_gdpr, accept_ov_conditions, activate_publicity, confirm true" (§7). */
export function confirmationLead(values: ConfirmationValues, leadId: number): LeadRequest {
  return {
    step: 5,
    lead_id: leadId,
    accept_gdpr: values.acceptGdpr,
    accept_ov_conditions: values.acceptOVConditions,
    activate_publicity: values.acceptPublicity,
    confirm: true,
  };
}
