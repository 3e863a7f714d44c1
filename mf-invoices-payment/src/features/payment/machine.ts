// The payment state (customer-area §3 "Payment state": publishableKey, payingItemId, paymentRelatedObjectType,
// availablePaymentPlatforms, success, error; §4 "Payment": start, pending, error, success, plus fetching, in process,
// registered). A pure reducer, so every transition is unit-tested without a provider or a server:
//
//   start ──open──▶ fetching ──configured──▶ registered (the card form) ──submit──▶ pending ──succeeded──▶ success
//                      │                          ▲                                   │  ▲
//                      └──failed──▶ error ──retry─┘                 requires_action ──┘  └── action_completed
//                                                                            ▼                   │
//                                                                       in_process (card action)─┘
//
// "in process" is the card-action step (3-D Secure); the payment is then confirmed with the payment intent id
// (§4), which is "pending" again. Returning from the provider with `payment_intent` restores the paying item
// (`resume`) and goes straight to the confirmation.
import { PAYMENT_ERROR_CODES, type PaymentErrorCode } from '@portal/shared/api-types';

/** The code shown for any error the spec does not name (customer-area §8 "Payment"). */
export const UNKNOWN_PAYMENT_ERROR = 'unknown_payment_error';
export type PaymentErrorKey = PaymentErrorCode | typeof UNKNOWN_PAYMENT_ERROR;

/** A provider's error code as the spec knows it, else unknown_payment_error. */
export function paymentErrorKey(code: unknown): PaymentErrorKey {
  return typeof code === 'string' && (PAYMENT_ERROR_CODES as readonly string[]).includes(code)
    ? (code as PaymentErrorCode)
    : UNKNOWN_PAYMENT_ERROR;
}

/** What is being paid: an invoice's `invoice_id` (POST pay `item_id`) and its `online_payment.rel_object_type`. */
export interface PayingItem {
  /** The invoice's `id` (the list's, for the summary and the `invoice paid` event). */
  invoiceId: number;
  payingItemId: number;
  paymentRelatedObjectType: string;
  number: string;
  amount: number;
}

export type PaymentStatus =
  | 'start'
  | 'fetching'
  | 'registered'
  | 'pending'
  | 'in_process'
  | 'success'
  | 'error';

export interface PaymentState {
  status: PaymentStatus;
  item?: PayingItem;
  publishableKey?: string;
  availablePaymentPlatforms: string[];
  /** The intent waiting for its card action, then for its confirmation. */
  paymentIntentId?: string;
  paymentIntentClientSecret?: string;
  /** The transaction id of a successful payment. */
  success?: string;
  error?: PaymentErrorKey;
}

export type PaymentEvent =
  | { type: 'open'; item: PayingItem }
  /** Back from the provider's page with `payment_intent`: the item restored from storage, to be confirmed. */
  | { type: 'resume'; item: PayingItem; paymentIntentId: string }
  | { type: 'configured'; publishableKey: string; availablePaymentPlatforms: string[] }
  | { type: 'submit' }
  | { type: 'requires_action'; paymentIntentId: string; paymentIntentClientSecret: string }
  | { type: 'action_completed' }
  | { type: 'succeeded'; transactionId: string }
  | { type: 'failed'; error: unknown }
  | { type: 'retry' }
  | { type: 'close' };

export const INITIAL_PAYMENT_STATE: PaymentState = { status: 'start', availablePaymentPlatforms: [] };

/** The transitions of the payment; an event that does not apply to the current state leaves it unchanged. */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'open':
      return { ...INITIAL_PAYMENT_STATE, status: 'fetching', item: event.item };
    case 'resume':
      return {
        ...INITIAL_PAYMENT_STATE,
        status: 'pending',
        item: event.item,
        paymentIntentId: event.paymentIntentId,
      };
    case 'configured':
      if (state.status !== 'fetching') return state;
      return {
        ...state,
        status: 'registered',
        publishableKey: event.publishableKey,
        availablePaymentPlatforms: event.availablePaymentPlatforms,
      };
    case 'submit':
      if (state.status !== 'registered') return state;
      return { ...state, status: 'pending', error: undefined };
    case 'requires_action':
      if (state.status !== 'pending') return state;
      return {
        ...state,
        status: 'in_process',
        paymentIntentId: event.paymentIntentId,
        paymentIntentClientSecret: event.paymentIntentClientSecret,
      };
    case 'action_completed':
      if (state.status !== 'in_process') return state;
      return { ...state, status: 'pending' };
    case 'succeeded':
      if (state.status !== 'pending') return state;
      return { ...state, status: 'success', success: event.transactionId, error: undefined };
    case 'failed':
      if (state.status === 'start' || state.status === 'success') return state;
      return { ...state, status: 'error', error: paymentErrorKey(event.error) };
    case 'retry':
      if (state.status !== 'error' || !state.item) return state;
      // Try again: a new card (and a new intent); the key is fetched again when the first fetch failed.
      return {
        ...state,
        status: state.publishableKey ? 'registered' : 'fetching',
        error: undefined,
        paymentIntentId: undefined,
        paymentIntentClientSecret: undefined,
      };
    case 'close':
      return INITIAL_PAYMENT_STATE;
  }
}

/** Whether the dialog is busy talking to the server or the provider (closing it would lose the outcome). */
export function isPaymentBusy(state: PaymentState): boolean {
  return state.status === 'pending' || state.status === 'fetching';
}
