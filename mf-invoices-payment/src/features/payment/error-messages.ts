// The text of each payment error code (customer-area §8 "Payment": "the text of the provider's error code, otherwise
// unknown_payment_error … Codes: incorrect or invalid number, invalid expiry month or year, invalid or incorrect
// security code, incorrect zip, expired card, declined, missing card, processing error, rate limit, not payable (may
// be already processed), user not enabled on the payment platform, unexpected payment-intent state (maybe two-factor
// cancelled). A missing transaction shows transaction_not_found").
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentErrorKey } from './machine';

export const PAYMENT_ERROR_MESSAGE: Readonly<Record<PaymentErrorKey, MessageDescriptor>> = {
  incorrect_number: msg`The card number is incorrect.`,
  invalid_number: msg`The card number is not valid.`,
  invalid_expiry_month: msg`The expiry month of the card is not valid.`,
  invalid_expiry_year: msg`The expiry year of the card is not valid.`,
  invalid_cvc: msg`The security code of the card is not valid.`,
  incorrect_cvc: msg`The security code of the card is incorrect.`,
  incorrect_zip: msg`The postal code of the card is incorrect.`,
  expired_card: msg`The card has expired.`,
  card_declined: msg`The card was declined.`,
  missing: msg`The card is missing.`,
  processing_error: msg`An error occurred while processing the card.`,
  rate_limit: msg`Too many payment attempts. Wait a moment and try again.`,
  invoice_not_payable: msg`This invoice cannot be paid. It may have been paid already.`,
  user_not_enabled: msg`The user is not enabled on the payment platform.`,
  payment_intent_unexpected_state: msg`The payment is in an unexpected state. The two-factor authentication may have been cancelled.`,
  unknown_payment_error: msg`An unknown error occurred with the payment.`,
};

export const TRANSACTION_NOT_FOUND_MESSAGE = msg`The payment transaction was not found.`;
