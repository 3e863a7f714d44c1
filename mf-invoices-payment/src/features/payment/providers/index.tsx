// The providers by the brand's `paymentProvider` (customer-area §6, default "stripe", the platform's name in POST
// pay). Under `stripe`, the reference API's test platform, whose publishable key starts with `pk_test_portal_`, gets
// its own card form and challenge (test-card-provider.tsx); a real Stripe account's key gets Stripe.js
// (stripe-js-provider.tsx, fetched and loaded only when its form opens).
import { StripeCardAction, StripeCardForm } from './stripe-js-provider';
import { TestCardAction, TestCardForm } from './test-card-provider';
import type { CardActionProps, CardFormProps, PaymentProvider } from './types';

export type { CardActionProps, CardFormProps, PaymentProvider } from './types';

/** The reference API's test platform identifies itself by its publishable key (api/docs/payments.md). */
export function isTestPlatformKey(publishableKey: string): boolean {
  return publishableKey.startsWith('pk_test_portal_');
}

export const testCardProvider: PaymentProvider = {
  platform: 'stripe',
  CardForm: TestCardForm,
  CardAction: TestCardAction,
};

export const stripeJsProvider: PaymentProvider = {
  platform: 'stripe',
  CardForm: StripeCardForm,
  CardAction: StripeCardAction,
};

/** The `stripe` platform: the test platform's components for its key, Stripe.js for any other. */
export const stripeProvider: PaymentProvider = {
  platform: 'stripe',
  CardForm: (props: CardFormProps) =>
    isTestPlatformKey(props.publishableKey) ? <TestCardForm {...props} /> : <StripeCardForm {...props} />,
  CardAction: (props: CardActionProps) =>
    isTestPlatformKey(props.publishableKey) ? <TestCardAction {...props} /> : <StripeCardAction {...props} />,
};

export const PAYMENT_PROVIDERS: Readonly<Record<string, PaymentProvider>> = {
  stripe: stripeProvider,
};

/** The brand's provider; an unknown name falls back to the default card provider (§6 "default: a card payment provider"). */
export function paymentProviderFor(name: string): PaymentProvider {
  return PAYMENT_PROVIDERS[name] ?? stripeProvider;
}
