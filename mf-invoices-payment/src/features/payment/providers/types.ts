// The provider interface of the online payment (customer-area §6 `paymentProvider`, "default: a card payment
// provider"). A provider owns what touches the card: the card form, which turns the card into a payment method id,
// and the card-action step (3-D Secure), which runs on the payment intent's client secret. The dialog, the calls
// (POST pay) and the state machine are the portal's and the same for every provider.
//
// The reference API's test platform is `testCardProvider`. A Stripe-compatible provider plugs in with the same two
// components: `CardForm` mounts Stripe Elements (`loadStripe(publishableKey)`) and answers
// `stripe.createPaymentMethod(...)`'s id; `CardAction` calls `stripe.handleCardAction(clientSecret)` (or
// `confirmCardPayment` with a `return_url`, whose return carries `payment_intent`: see `PaymentReturn`).
import type { ComponentType } from 'react';

export interface CardFormProps {
  /** GET publishable_key/{platform}. */
  publishableKey: string;
  /** The submit button's text ("Pay €42.17"). */
  submitLabel: string;
  /** The card became a payment method: POST pay with it. */
  onPaymentMethod: (paymentMethodId: string) => void;
  /** The provider refused the card before any payment (its error code). */
  onError: (code: string) => void;
  onCancel: () => void;
}

export interface CardActionProps {
  publishableKey: string;
  paymentIntentId: string;
  paymentIntentClientSecret: string;
  /** The card action passed: the payment is confirmed with the payment intent id. */
  onCompleted: () => void;
  /** The card action failed or was cancelled (its error code). */
  onFailed: (code: string) => void;
}

export interface PaymentProvider {
  /** POST pay's `platform_name`. */
  platform: string;
  CardForm: ComponentType<CardFormProps>;
  CardAction: ComponentType<CardActionProps>;
}
