// Online card payment of invoices (customer-area §3 "Payment", §4 Payment, §7 "Invoices and payment", §8 Payment).
import type { components } from './generated';

type Schemas = components['schemas'];

export type PaymentPlatformsResponse = Schemas['PaymentPlatformsResponse'];

export type PublishableKeyResponse = Schemas['PublishableKeyResponse'];

export type PayWithMethodRequest = Schemas['PayWithMethodRequest'];
export type PayWithIntentRequest = Schemas['PayWithIntentRequest'];
export type PayRequest = Schemas['PayRequest'];

/** The provider's error codes (customer-area §8 Payment); any other is shown as unknown_payment_error. */
export const PAYMENT_ERROR_CODES = [
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incorrect_cvc',
  'incorrect_zip',
  'expired_card',
  'card_declined',
  'missing',
  'processing_error',
  'rate_limit',
  'invoice_not_payable',
  'user_not_enabled',
  'payment_intent_unexpected_state',
] as const;
export type PaymentErrorCode = Schemas['PaymentErrorCode'];

export type PayResponse = Schemas['PayResponse'];

export type TransactionState = Schemas['TransactionState'];

export type TransactionSummary = Schemas['TransactionSummary'];
