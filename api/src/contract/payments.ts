// The contract's schemas of payments (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { PAYMENT_ERROR_CODES } from '@portal/shared/api-types';
import { type ContractSchema, closed, named } from './schema';

/** The fields of POST pay (v2), one definition for its two calls and the body the API validates. */
const PAY_FIELDS = {
  payment_method_id: { type: 'string', maxLength: 100 },
  platform_name: {
    type: 'string',
    maxLength: 40,
    description:
      "The platform (`stripe`); any other is a 400 `{errors: {platform_name: 'The value is not valid'}}`.",
  },
  item_id: { type: 'integer', minimum: 1, description: "The invoice's `invoice_id`." },
  related_object_type: {
    type: 'string',
    maxLength: 60,
    description: "The invoice's `online_payment.rel_object_type`.",
  },
  payment_intent_id: { type: 'string', minLength: 1, maxLength: 100 },
} as const;

export const paymentsSchemas: readonly ContractSchema[] = [
  named(
    'PaymentPlatformsResponse',
    closed(
      { available_payment_platforms: { type: 'array', items: { type: 'string' } } },
      { description: 'GET payment_platforms_available (v2).' },
    ),
  ),
  named(
    'PublishableKeyResponse',
    closed(
      { platform: { type: 'string' }, publishable_key: { type: 'string' } },
      { description: 'GET publishable_key/{platform} (v2).' },
    ),
  ),
  named(
    'PayWithMethodRequest',
    closed(
      {
        payment_method_id: PAY_FIELDS.payment_method_id,
        platform_name: PAY_FIELDS.platform_name,
        item_id: PAY_FIELDS.item_id,
        related_object_type: PAY_FIELDS.related_object_type,
      },
      {
        description:
          'POST pay (v2), first call: pay an invoice with a payment method (`pm_card_4242424242424242`, ...).',
      },
    ),
  ),
  named(
    'PayWithIntentRequest',
    closed(
      {
        payment_intent_id: PAY_FIELDS.payment_intent_id,
        platform_name: PAY_FIELDS.platform_name,
      },
      { description: 'POST pay (v2), after the card action (3-D Secure): confirm the payment intent.' },
    ),
  ),
  {
    $id: 'PayRequest',
    type: 'object',
    required: ['platform_name'],
    additionalProperties: false,
    properties: PAY_FIELDS,
    description:
      "POST pay (v2): the body of either call, PayWithMethodRequest (first call) or PayWithIntentRequest (after the card action), validated as one body. With `payment_intent_id` the payment intent is confirmed; without it the handler checks the first call's fields: a missing `payment_method_id` or `item_id` is a 400 `{errors: {<field>: 'The field cannot be empty'}}`, a `related_object_type` other than the invoice's a 400 `{errors: {related_object_type: 'The value is not valid'}}`.",
  },
  {
    $id: 'PaymentErrorCode',
    type: 'string',
    enum: [...PAYMENT_ERROR_CODES],
  },
  {
    $id: 'PayResponse',
    anyOf: [
      closed({
        status: { type: 'string', const: 'success' },
        success: { type: 'boolean', const: true },
        transaction_id: { type: 'string' },
        invoice_id: { type: 'number' },
      }),
      closed({
        status: { type: 'string', const: 'requires_action' },
        requires_action: { type: 'boolean', const: true },
        payment_intent_id: { type: 'string' },
        payment_intent_client_secret: { type: 'string' },
      }),
      closed({
        status: { type: 'string', const: 'error' },
        success: { type: 'boolean', const: false },
        error: { $ref: 'PaymentErrorCode#' },
      }),
    ],
    description:
      "The answer of POST pay, always HTTP 200 when the payment was attempted (a bad payload is a 400, an invoice that is not the customer's a 404): `success`, or `requires_action` with the client secret of the payment intent (run the card action, then POST pay with `payment_intent_id`), or `error` with a provider code.",
  },
  {
    $id: 'TransactionState',
    type: 'string',
    enum: ['created', 'requires_action', 'success', 'error'],
    description: 'Transaction creation states (customer-area §4).',
  },
  named(
    'TransactionSummary',
    closed(
      {
        transaction_id: { type: 'string' },
        amount: { type: 'number' },
        currency: { type: 'string' },
        last_transaction_update_at: { type: 'string', description: 'ISO date-time.' },
        invoice_number: { type: 'string' },
        invoice_concept: { type: 'string' },
        payment_method_id: { type: 'string' },
        payment_type: { type: 'string', const: 'credit_card' },
        invoice_id: { type: 'number' },
        paid_by_user_email: { type: 'string' },
      },
      {
        description:
          'GET transaction_summary/{invoiceId} (v2); 404 `{"message": "transaction_not_found"}` when there is none.',
      },
    ),
  ),
];
