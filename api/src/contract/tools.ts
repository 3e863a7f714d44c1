// The contract's schemas of tools (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { text } from '../core/formats';
import type { ContractSchema } from './schema';

const num = { type: 'number' } as const;
/** A lead's attached invoice: a data URL of an image or a PDF of at most 15 MB (checked by the handler). */
const invoiceFile = {
  type: 'object',
  required: ['name', 'content'],
  additionalProperties: false,
  properties: {
    name: text(200),
    content: {
      type: 'string',
      maxLength: 21_000_000,
      description:
        '`data:<image/*|application/pdf>;base64,...`: the handler answers 400 `invalid attachment type` for another type, `File size must be less than 15MB` over 15,000,000 bytes (visitor-features §9).',
    },
  },
} as const;
/** The lead-contact fields (visitor-features §5 "Lead contact"); which a form needs is the handler's check. */
const contact = {
  name: text(60),
  surname1: text(60),
  surname2: text(60),
  email: text(254, { format: 'e-mail' }),
  telephone: text(24, { format: 'phone' }),
  contactHours: text(20),
  consent: { type: 'boolean' },
} as const;
const POWER_LEAD_FILLED = ['name', 'surname1', 'contactHours', 'email', 'telephone'] as const;

export const toolsSchemas: readonly ContractSchema[] = [
  {
    $id: 'CalculatorAppliance',
    type: 'object',
    properties: { name: text(60), totalPower: num, enabled: { type: 'boolean' } },
    required: ['name', 'totalPower', 'enabled'],
    additionalProperties: false,
  },
  {
    $id: 'PowerLeadRequest',
    type: 'object',
    required: ['cups', 'data'],
    additionalProperties: false,
    properties: {
      cups: text(22, { format: 'cups', filled: true }),
      data: {
        type: 'object',
        // The calculator's lead form needs these in every case (visitor-features §5 "Lead contact").
        required: [...POWER_LEAD_FILLED, 'optimalPower', 'appliances', 'area', 'numPersones', 'cofSimul'],
        additionalProperties: false,
        properties: {
          ...contact,
          name: text(60, { filled: true }),
          surname1: text(60, { filled: true }),
          contactHours: text(20, { filled: true }),
          email: text(254, { format: 'e-mail', filled: true }),
          telephone: text(24, { format: 'phone', filled: true }),
          consent: {
            type: 'boolean',
            description:
              "Must be true: the handler answers 400 `{errors: {'data.consent': 'consent required'}}`.",
          },
          optimalPower: {
            type: 'number',
            description:
              "At least 0: the handler answers 400 `{errors: {'data.optimalPower': 'The value is not valid'}}`.",
          },
          appliances: { type: 'array', maxItems: 50, items: { $ref: 'CalculatorAppliance#' } },
          area: {
            type: 'number',
            description:
              "A positive integer: the handler answers 400 `{errors: {'data.area': 'The field cannot be empty'}}`.",
          },
          numPersones: {
            type: 'number',
            description:
              "A positive integer: the handler answers 400 `{errors: {'data.numPersones': 'The field cannot be empty'}}`.",
          },
          cofSimul: { type: 'number', enum: [0.25, 0.4, 0.6] },
          invoice: invoiceFile,
        },
      },
    },
    description:
      "POST leads/potencia (v1; the spec does not show the calculator lead's path, designed here): the power calculator's result with the lead-contact form.",
  },
  {
    $id: 'LeadOkResponse',
    type: 'object',
    properties: { status: { type: 'string', const: 'OK' }, lead_id: { type: 'number' } },
    required: ['status', 'lead_id'],
    additionalProperties: false,
  },
  {
    $id: 'ElectricityCompareRequest',
    type: 'object',
    properties: {
      mode: { type: 'string', const: 'auto' },
      cups: { type: 'string' },
      comerOrigin: { type: 'number' },
      consent: { type: 'boolean' },
      startDate: { type: 'string' },
      endDate: { type: 'string' },
      accessTariff: { type: 'number' },
      invoiceAmount: { type: 'number' },
      p1: { type: 'number' },
      p2: { type: 'number' },
      p3: { type: 'number' },
      p4: { type: 'number' },
      p5: { type: 'number' },
      p6: { type: 'number' },
      power: { type: 'number' },
      power2: { type: 'number' },
    },
    required: [
      'mode',
      'cups',
      'comerOrigin',
      'startDate',
      'endDate',
      'accessTariff',
      'invoiceAmount',
      'p1',
      'power',
    ],
    additionalProperties: false,
    description: 'POST price-compare/ with mode auto: the electricity comparator form (dates YYYY-MM-DD).',
  },
  {
    $id: 'GasCompareRequest',
    type: 'object',
    properties: {
      mode: { type: 'string', const: 'auto' },
      cups: { type: 'string' },
      comerOrigin: { type: 'number' },
      access_tariff: { type: 'number' },
      consumption: { type: 'number' },
      startDate: { type: 'string' },
      endDate: { type: 'string' },
      invoiceAmount: { type: 'number' },
    },
    required: [
      'mode',
      'cups',
      'comerOrigin',
      'access_tariff',
      'consumption',
      'startDate',
      'endDate',
      'invoiceAmount',
    ],
    additionalProperties: false,
    description: 'POST gas/price-compare with mode auto.',
  },
  {
    $id: 'InvoiceLeadRequest',
    type: 'object',
    properties: {
      mode: { type: 'string', const: 'manual' },
      cups: { type: 'string' },
      name: { type: 'string' },
      surname1: { type: 'string' },
      surname2: { type: 'string' },
      email: { type: 'string' },
      telephone: { type: 'string' },
      consent: { type: 'boolean' },
      invoice: {
        type: 'object',
        properties: { name: { type: 'string' }, content: { type: 'string' } },
        required: ['name', 'content'],
        additionalProperties: false,
      },
    },
    required: ['mode', 'name', 'email', 'telephone', 'consent', 'invoice'],
    additionalProperties: false,
    description:
      'price-compare/ and gas/price-compare with mode manual: send the invoice instead (answers LeadOkResponse).',
  },
  {
    $id: 'CompareConfirmRequest',
    type: 'object',
    properties: {
      mode: { type: 'string', const: 'confirm' },
      cups: { type: 'string' },
      name: { type: 'string' },
      surname1: { type: 'string' },
      surname2: { type: 'string' },
      email: { type: 'string' },
      telephone: { type: 'string' },
      contactHours: { type: 'string' },
      consent: { type: 'boolean' },
    },
    required: ['cups', 'name', 'email', 'telephone', 'consent'],
    additionalProperties: false,
    description:
      'POST price-compare/confirm, and gas/price-compare with mode confirm: the I-am-interested form.',
  },
  {
    $id: 'ComparisonLine',
    type: 'object',
    properties: {
      name: { type: 'string' },
      price_unit: { type: 'number' },
      quantity: { type: 'number' },
      multi: { type: 'number' },
    },
    required: ['name', 'price_unit', 'quantity', 'multi'],
    additionalProperties: false,
  },
  {
    $id: 'ComparisonTax',
    type: 'object',
    properties: {
      name: { type: 'string' },
      amount: { type: 'number' },
      special: {
        type: 'boolean',
        description:
          "The electricity special tax, whatever the language of its name (the reference API names it in the request's language); without it, a name containing 'Impuesto especial' (visitor-features §2).",
      },
    },
    required: ['name', 'amount'],
    additionalProperties: false,
  },
  {
    $id: 'ComparisonResult',
    type: 'object',
    properties: {
      header: { type: 'string' },
      content: { type: 'string' },
      total_amount: { type: 'number' },
      saving: { type: 'number', description: 'invoiceAmount − total_amount (positive: the visitor saves).' },
      days: { type: 'number' },
      operations: {
        type: 'object',
        properties: {
          potencia: { type: 'array', items: { $ref: 'ComparisonLine#' } },
          energia: { type: 'array', items: { $ref: 'ComparisonLine#' } },
          lloguer: { type: 'array', items: { $ref: 'ComparisonLine#' } },
          fijo: { type: 'array', items: { $ref: 'ComparisonLine#' } },
          variable: { type: 'array', items: { $ref: 'ComparisonLine#' } },
        },
        additionalProperties: false,
      },
      taxes: { type: 'array', items: { $ref: 'ComparisonTax#' } },
    },
    required: ['header', 'content', 'total_amount', 'saving', 'days', 'operations', 'taxes'],
    additionalProperties: false,
    description:
      "The provider's offer for the same period: header and content are HTML (sanitise before showing).",
  },
  {
    $id: 'ComparisonResponse',
    type: 'object',
    properties: { data: { $ref: 'ComparisonResult#' } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'PriceCompareResponse',
    anyOf: [{ $ref: 'ComparisonResponse#' }, { $ref: 'LeadOkResponse#' }],
    description:
      'POST price-compare/ and gas/price-compare (visitor-features §7): "data is the comparison" (mode auto); a manual request (the invoice) or a confirm answers the lead it made, status OK.',
  },
  {
    $id: 'Subscriber',
    type: 'object',
    properties: { id: { type: 'number' }, emails: { type: 'array', items: { type: 'string' } } },
    required: ['id', 'emails'],
    additionalProperties: false,
    description: 'GET subscribers/{subscriber_id}.',
  },
  {
    $id: 'Newsletter',
    type: 'object',
    properties: {
      newsletter_id: { type: 'number' },
      name: { type: 'string' },
      subscribed: { type: 'boolean' },
      subscriptor_id: { type: ['number', 'null'] },
      exported: {
        type: 'boolean',
        description: 'Already exported to the mailing platform: a subscribed one cannot be toggled.',
      },
      newsletter_description: { type: 'string' },
    },
    required: ['newsletter_id', 'name', 'subscribed', 'subscriptor_id', 'exported', 'newsletter_description'],
    additionalProperties: false,
    description: "GET newsletters/{subscriptor_id_or_email}: every newsletter, with this subscriber's state.",
  },
  {
    $id: 'SetActiveNewslettersRequest',
    type: 'object',
    properties: {
      subscriptor_or_email: {
        anyOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', minLength: 1, maxLength: 254 },
        ],
      },
      selected_newsletters: {
        type: 'array',
        items: { type: 'integer', minimum: 1 },
        maxItems: 50,
        uniqueItems: true,
        description: "Saving with no newsletters selected unsubscribes all; the server replies 'removed'.",
      },
    },
    required: ['subscriptor_or_email', 'selected_newsletters'],
    additionalProperties: false,
    description: 'POST subscriber/set_active_newsletters with subscriptor_or_email, selected_newsletters.',
  },
  {
    $id: 'SetActiveNewslettersResponse',
    type: 'object',
    properties: {
      result: {
        anyOf: [
          { type: 'string', const: 'removed' },
          { type: 'array', items: { $ref: 'Newsletter#' } },
        ],
      },
    },
    required: ['result'],
    additionalProperties: false,
    description: '`removed` when nothing stays selected (the subscriber is deleted), else the updated list.',
  },
  {
    $id: 'SetMailsRequest',
    type: 'object',
    properties: {
      subscriberId: { type: 'integer', minimum: 1 },
      emails: { type: 'array', items: { type: 'string', maxLength: 254 }, minItems: 1, maxItems: 5 },
    },
    required: ['subscriberId', 'emails'],
    additionalProperties: false,
    description: 'POST subscriber/set_mails with subscriberId, emails.',
  },
  {
    $id: 'SetMailsResponse',
    type: 'object',
    properties: {
      status: { type: 'string', const: 'OK' },
      id: { type: 'number' },
      emails: { type: 'array', items: { type: 'string' } },
      pending_emails: { type: 'array', items: { type: 'string' } },
    },
    required: ['status', 'id', 'emails'],
    additionalProperties: false,
    description:
      "POST subscriber/set_mails: the subscriber's e-mails now, and the new ones waiting for their mailed link.",
  },
  {
    $id: 'OmipProduct',
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      last_price: { type: 'number', description: 'Last settlement price, €/MWh.' },
    },
    required: ['id', 'name', 'last_price'],
    additionalProperties: false,
    description: 'GET omip/products/ (signed in).',
  },
  { $id: 'OmipAlertType', type: 'string', enum: ['<', '>', '=='] },
  {
    $id: 'OmipAlert',
    type: 'object',
    properties: {
      id: { type: 'number' },
      product: { type: 'string' },
      type: { $ref: 'OmipAlertType#' },
      price: { type: 'number' },
    },
    required: ['id', 'product', 'type', 'price'],
    additionalProperties: false,
    description: "GET omip/alerts/ answers the customer's alerts.",
  },
  {
    $id: 'OmipAlertRequest',
    type: 'object',
    properties: {
      id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
      product: { type: 'string', minLength: 1, maxLength: 40 },
      type: {
        type: 'string',
        enum: ['<', '>', '==', 'lower', 'greater', 'equal'],
        description: 'An OmipAlertType, or its name: lower, greater, equal.',
      },
      price: { type: 'number', description: 'visitor-features §5: price >= 0.' },
    },
    required: ['product', 'type', 'price'],
    additionalProperties: false,
    description:
      'POST omip/alerts/: without id creates, with id updates; type also accepts lower, greater, equal.',
  },
  {
    $id: 'OmipAlertResponse',
    type: 'object',
    properties: { status: { type: 'string', const: 'OK' }, id: { type: 'number' } },
    required: ['status', 'id'],
    additionalProperties: false,
  },
  {
    $id: 'OmipDeleteRequest',
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1 } },
    required: ['id'],
    additionalProperties: false,
    description: 'POST omip/delete/alerts/',
  },
  {
    $id: 'OmipStatusResponse',
    type: 'object',
    properties: { status: { type: 'string', const: 'OK' } },
    required: ['status'],
    additionalProperties: false,
  },
];
