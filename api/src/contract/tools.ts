// The contract's schemas of tools (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { text } from '../core/formats';
import { type ContractSchema, closed, named, arrayOf } from './schema';

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
const cups = text(22, { format: 'cups' });
const day = text(10, { format: 'day' });
/** The electricity comparator's form (mode auto), as the API validates it. */
const ELECTRICITY_FIELDS = {
  cups,
  comerOrigin: { type: 'integer' },
  startDate: day,
  endDate: day,
  accessTariff: { type: 'integer' },
  invoiceAmount: num,
  p1: num,
  p2: num,
  p3: num,
  p4: num,
  p5: num,
  p6: num,
  power: num,
  power2: num,
} as const;
/** The gas comparator's form (mode auto), as the API validates it. */
const GAS_FIELDS = {
  cups,
  comerOrigin: { type: 'integer' },
  access_tariff: { type: 'integer' },
  consumption: num,
  startDate: day,
  endDate: day,
  invoiceAmount: num,
} as const;
const PERIOD_CHECKS =
  "a blank `cups` or `invoiceAmount` not positive, 400 'The field cannot be empty'; `comerOrigin` not a known retailer, 400 'The field cannot be empty'; a blank `startDate` or `endDate`, or `endDate` before `startDate`, 400 'date not valid'";
const INVOICE_LEAD_CHECKS =
  "a blank `name`, `email` or `telephone`, or no `invoice`, 400 'The field cannot be empty'; `consent` not true, 400 'consent required'; an invoice of another type or too large, 400 as `invoice` says.";
const CONFIRM_CHECKS =
  "The handler checks the contact: a blank `cups`, `name`, `email` or `telephone`, 400 'The field cannot be empty'; `consent` not true, 400 'consent required'.";

function omit<T extends Record<string, unknown>, K extends keyof T>(fields: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

const POWER_LEAD_FILLED = ['name', 'surname1', 'contactHours', 'email', 'telephone'] as const;

export const toolsSchemas: readonly ContractSchema[] = [
  named('CalculatorAppliance', closed({ name: text(60), totalPower: num, enabled: { type: 'boolean' } })),
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
  named('LeadOkResponse', closed({ status: { type: 'string', const: 'OK' }, lead_id: { type: 'number' } })),
  named(
    'ElectricityCompareRequest',
    closed(
      {
        mode: { type: 'string', const: 'auto' },
        ...ELECTRICITY_FIELDS,
        consent: contact.consent,
      },
      {
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
        description:
          'POST price-compare/ with mode auto: the electricity comparator form (dates YYYY-MM-DD). The API validates it as PriceCompareRequest.',
      },
    ),
  ),
  named(
    'GasCompareRequest',
    closed(
      { mode: { type: 'string', const: 'auto' }, ...GAS_FIELDS },
      {
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
        description: 'POST gas/price-compare with mode auto. The API validates it as GasPriceCompareRequest.',
      },
    ),
  ),
  named(
    'InvoiceLeadRequest',
    closed(
      {
        mode: { type: 'string', const: 'manual' },
        cups,
        ...omit(contact, 'contactHours'),
        invoice: invoiceFile,
      },
      {
        required: ['mode', 'name', 'email', 'telephone', 'consent', 'invoice'],
        description:
          'price-compare/ and gas/price-compare with mode manual: send the invoice instead (answers LeadOkResponse). The API validates it as PriceCompareRequest or GasPriceCompareRequest.',
      },
    ),
  ),
  {
    $id: 'CompareConfirmRequest',
    type: 'object',
    required: ['cups'],
    additionalProperties: false,
    properties: { mode: { type: 'string', enum: ['confirm'] }, cups, ...contact },
    description: `POST price-compare/confirm and gas/price-compare/confirm (v1, v2), and gas/price-compare with mode confirm: the I-am-interested form. ${CONFIRM_CHECKS}`,
  },
  {
    $id: 'PriceCompareRequest',
    type: 'object',
    required: ['mode'],
    additionalProperties: false,
    properties: {
      mode: {
        type: 'string',
        enum: ['auto', 'manual'],
        description:
          'auto: compare (ElectricityCompareRequest); manual: send the invoice (InvoiceLeadRequest).',
      },
      ...ELECTRICITY_FIELDS,
      ...contact,
      invoice: invoiceFile,
    },
    description: `POST price-compare/ (v1): the body of both modes, ElectricityCompareRequest (auto) and InvoiceLeadRequest (manual), validated as one body; the handler checks which fields the mode needs. Mode auto: ${PERIOD_CHECKS}; \`accessTariff\` not an electricity access tariff or \`p1\` not positive, 400 'The field cannot be empty'; \`power\` or a given \`power2\` not positive, 400 'power not valid'. Mode manual: ${INVOICE_LEAD_CHECKS}`,
  },
  {
    $id: 'GasPriceCompareRequest',
    type: 'object',
    required: ['mode'],
    additionalProperties: false,
    properties: {
      mode: {
        type: 'string',
        enum: ['auto', 'manual', 'confirm'],
        description:
          'auto: compare (GasCompareRequest); manual: send the invoice (InvoiceLeadRequest); confirm: the I-am-interested form (CompareConfirmRequest).',
      },
      ...GAS_FIELDS,
      ...contact,
      invoice: invoiceFile,
    },
    description: `POST gas/price-compare (v1, v2): the body of the three modes, validated as one body; the handler checks which fields the mode needs. Mode auto: ${PERIOD_CHECKS}; \`access_tariff\` not a gas access tariff or \`consumption\` not positive, 400 'The field cannot be empty'. Mode manual: ${INVOICE_LEAD_CHECKS} Mode confirm: ${CONFIRM_CHECKS}`,
  },
  named(
    'ComparisonLine',
    closed({
      name: { type: 'string' },
      price_unit: { type: 'number' },
      quantity: { type: 'number' },
      multi: { type: 'number' },
    }),
  ),
  named(
    'ComparisonTax',
    closed(
      {
        name: { type: 'string' },
        amount: { type: 'number' },
        special: {
          type: 'boolean',
          description:
            "The electricity special tax, whatever the language of its name (the reference API names it in the request's language); without it, a name containing 'Impuesto especial' (visitor-features §2).",
        },
      },
      { required: ['name', 'amount'] },
    ),
  ),
  named(
    'ComparisonResult',
    closed(
      {
        header: { type: 'string' },
        content: { type: 'string' },
        total_amount: { type: 'number' },
        saving: {
          type: 'number',
          description: 'invoiceAmount − total_amount (positive: the visitor saves).',
        },
        days: { type: 'number' },
        operations: {
          type: 'object',
          properties: {
            potencia: arrayOf('ComparisonLine'),
            energia: arrayOf('ComparisonLine'),
            lloguer: arrayOf('ComparisonLine'),
            fijo: arrayOf('ComparisonLine'),
            variable: arrayOf('ComparisonLine'),
          },
          additionalProperties: false,
        },
        taxes: arrayOf('ComparisonTax'),
      },
      {
        description:
          "The provider's offer for the same period: header and content are HTML (sanitise before showing).",
      },
    ),
  ),
  named('ComparisonResponse', closed({ data: { $ref: 'ComparisonResult#' } })),
  {
    $id: 'PriceCompareResponse',
    anyOf: [{ $ref: 'ComparisonResponse#' }, { $ref: 'LeadOkResponse#' }],
    description:
      'POST price-compare/ and gas/price-compare (visitor-features §7): "data is the comparison" (mode auto); a manual request (the invoice) or a confirm answers the lead it made, status OK.',
  },
  named(
    'Subscriber',
    closed(
      { id: { type: 'number' }, emails: { type: 'array', items: { type: 'string' } } },
      { description: 'GET subscribers/{subscriber_id}.' },
    ),
  ),
  named(
    'Newsletter',
    closed(
      {
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
      {
        description:
          "GET newsletters/{subscriptor_id_or_email}: every newsletter, with this subscriber's state.",
      },
    ),
  ),
  named(
    'SetActiveNewslettersRequest',
    closed(
      {
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
      {
        description:
          'POST subscriber/set_active_newsletters with subscriptor_or_email, selected_newsletters.',
      },
    ),
  ),
  named(
    'SetActiveNewslettersResponse',
    closed(
      {
        result: {
          anyOf: [{ type: 'string', const: 'removed' }, arrayOf('Newsletter')],
        },
      },
      {
        description:
          '`removed` when nothing stays selected (the subscriber is deleted), else the updated list.',
      },
    ),
  ),
  named(
    'SetMailsRequest',
    closed(
      {
        subscriberId: { type: 'integer', minimum: 1 },
        emails: { type: 'array', items: { type: 'string', maxLength: 254 }, minItems: 1, maxItems: 5 },
      },
      { description: 'POST subscriber/set_mails with subscriberId, emails.' },
    ),
  ),
  named(
    'SetMailsResponse',
    closed(
      {
        status: { type: 'string', const: 'OK' },
        id: { type: 'number' },
        emails: { type: 'array', items: { type: 'string' } },
        pending_emails: { type: 'array', items: { type: 'string' } },
      },
      {
        required: ['status', 'id', 'emails'],
        description:
          "POST subscriber/set_mails: the subscriber's e-mails now, and the new ones waiting for their mailed link.",
      },
    ),
  ),
  named(
    'OmipProduct',
    closed(
      {
        id: { type: 'string' },
        name: { type: 'string' },
        last_price: { type: 'number', description: 'Last settlement price, €/MWh.' },
      },
      { description: 'GET omip/products/ (signed in).' },
    ),
  ),
  { $id: 'OmipAlertType', type: 'string', enum: ['<', '>', '=='] },
  named(
    'OmipAlert',
    closed(
      {
        id: { type: 'number' },
        product: { type: 'string' },
        type: { $ref: 'OmipAlertType#' },
        price: { type: 'number' },
      },
      { description: "GET omip/alerts/ answers the customer's alerts." },
    ),
  ),
  named(
    'OmipAlertRequest',
    closed(
      {
        id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
        product: { type: 'string', minLength: 1, maxLength: 40 },
        type: {
          type: 'string',
          enum: ['<', '>', '==', 'lower', 'greater', 'equal'],
          description: 'An OmipAlertType, or its name: lower, greater, equal.',
        },
        price: { type: 'number', description: 'visitor-features §5: price >= 0.' },
      },
      {
        required: ['product', 'type', 'price'],
        description:
          'POST omip/alerts/: without id creates, with id updates; type also accepts lower, greater, equal.',
      },
    ),
  ),
  named('OmipAlertResponse', closed({ status: { type: 'string', const: 'OK' }, id: { type: 'number' } })),
  named(
    'OmipDeleteRequest',
    closed({ id: { type: 'integer', minimum: 1 } }, { description: 'POST omip/delete/alerts/' }),
  ),
  named('OmipStatusResponse', closed({ status: { type: 'string', const: 'OK' } })),
];
