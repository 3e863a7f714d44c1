// Online card payment of invoices (customer-area §3 "Payment", §4 Payment, §7 "Invoices and payment", §8 Payment).

/** GET payment_platforms_available (v2). */
export interface PaymentPlatformsResponse {
  available_payment_platforms: string[];
}

/** GET publishable_key/{platform} (v2). */
export interface PublishableKeyResponse {
  platform: string;
  publishable_key: string;
}

/** POST pay (v2), first call: pay an invoice with a payment method (`pm_card_4242424242424242`, ...). */
export interface PayWithMethodRequest {
  payment_method_id: string;
  platform_name: string;
  /** The invoice's `invoice_id`. */
  item_id: number;
  /** The invoice's `online_payment.rel_object_type`. */
  related_object_type: string;
}
/** POST pay (v2), after the card action (3-D Secure): confirm the payment intent. */
export interface PayWithIntentRequest {
  payment_intent_id: string;
  platform_name: string;
}
export type PayRequest = PayWithMethodRequest | PayWithIntentRequest;

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
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/**
 * The answer of POST pay, always HTTP 200 when the payment was attempted (a bad payload is a 400, an invoice that is
 * not the customer's a 404): `success`, or `requires_action` with the client secret of the payment intent (run the
 * card action, then POST pay with `payment_intent_id`), or `error` with a provider code.
 */
export type PayResponse =
  | { status: 'success'; success: true; transaction_id: string; invoice_id: number }
  | {
      status: 'requires_action';
      requires_action: true;
      payment_intent_id: string;
      payment_intent_client_secret: string;
    }
  | { status: 'error'; success: false; error: PaymentErrorCode };

/** Transaction creation states (customer-area §4). */
export type TransactionState = 'created' | 'requires_action' | 'success' | 'error';

/** GET transaction_summary/{invoiceId} (v2); 404 `{"message": "transaction_not_found"}` when there is none. */
export interface TransactionSummary {
  transaction_id: string;
  amount: number;
  currency: string;
  /** ISO date-time. */
  last_transaction_update_at: string;
  invoice_number: string;
  invoice_concept: string;
  payment_method_id: string;
  payment_type: 'credit_card';
  invoice_id: number;
  paid_by_user_email: string;
}
