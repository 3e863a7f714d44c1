// The test card-payment platform's cards (api/docs/payments.md): a payment method id `pm_card_<number>` (or one of
// the named aliases) gives a fixed outcome, as a card provider's test mode does.
import type { PaymentErrorCode } from '@portal/shared/api-types';

export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'error'; code: PaymentErrorCode }
  /** 3-D Secure: the card action runs, then confirming the intent gives `after`. */
  | { kind: 'requires_action'; after: { kind: 'success' } | { kind: 'error'; code: PaymentErrorCode } };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'success' },
  '5555555555554444': { kind: 'success' },
  '4000002500003155': { kind: 'requires_action', after: { kind: 'success' } },
  '4000008260003178': { kind: 'requires_action', after: { kind: 'error', code: 'card_declined' } },
  '4000000000000002': { kind: 'error', code: 'card_declined' },
  '4000000000000069': { kind: 'error', code: 'expired_card' },
  '4000000000000127': { kind: 'error', code: 'incorrect_cvc' },
  '4000000000000101': { kind: 'error', code: 'invalid_cvc' },
  '4000000000000036': { kind: 'error', code: 'incorrect_zip' },
  '4000000000000119': { kind: 'error', code: 'processing_error' },
  '4242424242424241': { kind: 'error', code: 'incorrect_number' },
  '4000000000000010': { kind: 'error', code: 'invalid_expiry_month' },
  '4000000000000028': { kind: 'error', code: 'invalid_expiry_year' },
  '4000000000009987': { kind: 'error', code: 'rate_limit' },
  '4000000000000341': { kind: 'error', code: 'user_not_enabled' },
};

const ALIASES: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_threeDSecure2Required: '4000002500003155',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedExpiredCard: '4000000000000069',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The outcome of paying with a payment method id: listed cards, else any Luhn-valid number succeeds. */
export function outcomeOf(paymentMethodId: string): CardOutcome {
  const number = ALIASES[paymentMethodId] ?? /^pm_card_(\d{12,19})$/.exec(paymentMethodId)?.[1];
  if (!number) return { kind: 'error', code: paymentMethodId.trim() ? 'invalid_number' : 'missing' };
  return (
    TEST_CARDS[number] ?? (luhn(number) ? { kind: 'success' } : { kind: 'error', code: 'incorrect_number' })
  );
}
