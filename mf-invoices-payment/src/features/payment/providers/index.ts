// The providers by the brand's `paymentProvider` (customer-area §6, default "stripe": the reference API's test
// platform, which speaks the card provider's protocol under that name). A provider whose script is heavy (Stripe.js)
// loads it inside its own components, so this map stays small.
import { testCardProvider } from './test-card-provider';
import type { PaymentProvider } from './types';

export type { CardActionProps, CardFormProps, PaymentProvider } from './types';

export const PAYMENT_PROVIDERS: Readonly<Record<string, PaymentProvider>> = {
  stripe: testCardProvider,
};

/** The brand's provider; an unknown name falls back to the default card provider (§6 "default: a card payment provider"). */
export function paymentProviderFor(name: string): PaymentProvider {
  return PAYMENT_PROVIDERS[name] ?? testCardProvider;
}
