// The payment step (visitor-features §3 "Payment step", §5 "Payment"): "iban required and valid (iban-invalid
// message); isOwner must be true". Sent as step 4: bank{iban, owner_is_bank_owner} (§7).
import { t } from '@lingui/core/macro';
import type { LeadRequest } from '@portal/shared/api-types';
import { ibanSchema } from '@portal/shared/validation';
import * as v from 'valibot';

export interface PaymentInput {
  iban: string;
  isOwner: boolean;
}

export const EMPTY_PAYMENT: PaymentInput = { iban: '', isOwner: false };

export function paymentSchema() {
  const required = t`Required field`;
  return v.object({
    iban: ibanSchema(t`IBAN not valid`, required),
    isOwner: v.pipe(v.boolean(), v.value(true, required)),
  });
}

export type PaymentValues = v.InferOutput<ReturnType<typeof paymentSchema>>;

export function restorePayment(stored: Record<string, unknown> | undefined): PaymentInput {
  return {
    iban: typeof stored?.iban === 'string' ? stored.iban : '',
    isOwner: stored?.isOwner === true,
  };
}

/** Step 4: "bank{iban, owner_is_bank_owner}" (§7). */
export function paymentLead(values: PaymentValues, leadId: number): LeadRequest {
  return { step: 4, lead_id: leadId, bank: { iban: values.iban, owner_is_bank_owner: values.isOwner } };
}
