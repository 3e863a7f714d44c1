// The contract's schemas of invoices (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { INVOICE_FILTER_FIELDS } from '@portal/shared/api-types';
import { pageOf, type ContractSchema, closed, named, arrayOf } from './schema';

export const invoicesSchemas: readonly ContractSchema[] = [
  {
    $id: 'InvoicePaidState',
    type: 'string',
    enum: [
      'paid',
      'paid_without_transaction',
      'manual_verification_required',
      'unpaid',
      'pending_remesa',
      'pending_transfer',
    ],
    description:
      '`paid` of an invoice (customer-area §4): the label depends on it, on rectificative_type and on the amounts.',
  },
  {
    $id: 'RectificativeType',
    type: 'string',
    enum: ['N', 'A', 'B', 'R'],
    description:
      'N normal, A annulling (counts as negative energy), B annulling with substitute, R rectifying.',
  },
  { $id: 'InvoiceKind', type: 'string', enum: ['electricity', 'gas'] },
  named(
    'PendingStateChange',
    closed({
      change_date: { type: 'string', description: 'YYYY-MM-DD' },
      pending_state: closed({ ov_description: { type: 'string' } }),
    }),
  ),
  named(
    'Invoice',
    closed({
      id: { type: 'number' },
      invoice_id: {
        type: 'number',
        description: "The billing system's invoice id: the `item_id` of a payment.",
      },
      number: { type: 'string' },
      type: { $ref: 'InvoiceKind#' },
      date: { type: 'string', description: 'YYYY-MM-DD' },
      start_date: { type: 'string' },
      end_date: { type: 'string' },
      due_date: { type: 'string', description: 'Due date of the invoice (YYYY-MM-DD).' },
      cups: closed({ name: { type: 'string' }, full_address: { type: 'string' } }),
      energy_consumed: {
        type: 'number',
        description: 'kWh in the billed period (negative for rectificative type A).',
      },
      amount_total: { type: 'number' },
      amount_pending: { type: 'number' },
      amount_to_pay: { type: 'number' },
      paid: { $ref: 'InvoicePaidState#' },
      rectificative_type: { $ref: 'RectificativeType#' },
      contract: closed({ id: { type: 'number' }, name: { type: 'string' } }),
      vat: { type: 'string', description: 'VAT of the fiscal partner (filter `vats`).' },
      pending_state_history: arrayOf('PendingStateChange'),
      online_payment: closed({
        payment_enabled: { type: 'boolean' },
        rel_object_type: { type: 'string' },
        paid_online: {
          type: 'boolean',
          description:
            'Designed (api/docs/invoices.md): the invoice was paid by card through the portal, so its payment summary and receipt exist (`transaction_summary/{id}`). False for one paid by direct debit or transfer.',
        },
      }),
    }),
  ),
  { $id: 'InvoiceFilterOperator', type: 'string', enum: ['like', '=', '<', '>', '>=', '<=', 'in'] },
  {
    $id: 'InvoiceFilterField',
    type: 'string',
    enum: [...INVOICE_FILTER_FIELDS],
  },
  {
    $id: 'InvoiceFilter',
    type: 'array',
    minItems: 3,
    prefixItems: [
      { $ref: 'InvoiceFilterField#' },
      { $ref: 'InvoiceFilterOperator#' },
      {
        anyOf: [
          { type: 'string' },
          { type: 'number' },
          { type: 'array', items: { type: ['string', 'number'] } },
        ],
      },
    ],
    items: false,
    maxItems: 3,
    description:
      'One condition of `filter=[...]`: `["date", ">=", "2025-01-01"]`, `["paid", "in", ["unpaid", "pending_remesa"]]`, `["number", "like", "F24"]` (case-insensitive substring). The query value is the JSON array of conditions (all must hold).',
  },
  pageOf('InvoiceListResponse', 'Invoice', {
    description:
      'GET invoices/?offset&limit&filter (v1 electricity, v2 gas; `type=electricity|gas` overrides).',
    without: ['total_items'],
    descriptions: { n_items: 'Total matching invoices (for the pagination).' },
    properties: { filters: arrayOf('InvoiceFilter') },
  }),
  named(
    'InvoiceChartMonth',
    closed(
      {
        month: { type: 'string', description: "`YYYY-MM`, the month of the invoices' end date." },
        amount: { type: 'number' },
        energy: {
          type: 'number',
          description: 'kWh; a rectificative A counts as negative energy (customer-area §4).',
        },
      },
      {
        description:
          'One month of one contract in the invoice chart: the sums of its invoices ending that month.',
      },
    ),
  ),
  named(
    'InvoiceChartContract',
    closed(
      {
        name: { type: 'string' },
        last_end_date: { type: 'string' },
        months: arrayOf('InvoiceChartMonth'),
      },
      {
        description:
          "A contract of the invoice chart: its months with invoices, and its newest invoice's end date.",
      },
    ),
  ),
  named(
    'InvoiceChartResponse',
    closed(
      {
        contracts: arrayOf('InvoiceChartContract'),
        total_contracts: {
          type: 'integer',
          minimum: 0,
          description:
            'How many contracts (invoice addresses for `multipoint`) the list has invoices for, `max_contracts` or not: the chart says when it shows fewer (designed; a back end that does not count sends none).',
        },
      },
      {
        required: ['contracts'],
        description:
          "GET invoices/chart/?type&filter (v2, designed): the invoice chart's sums per contract and month over every invoice of a list (the list's kind and filter), instead of the whole list.",
      },
    ),
  ),
  named(
    'MultipointInvoice',
    closed(
      {
        id: { type: 'number' },
        number: { type: 'string' },
        date: { type: 'string' },
        start_date: { type: 'string' },
        end_date: { type: 'string' },
        address_invoice_id: { type: 'number' },
        address: { type: 'string' },
        amount_total: { type: 'number' },
        amount_pending: { type: 'number' },
        paid: { $ref: 'InvoicePaidState#' },
        invoices: {
          type: 'array',
          items: { type: 'string' },
          description: 'Numbers of the invoices it groups.',
        },
        n_contracts: { type: 'number' },
        pending_state_history: {
          type: 'array',
          items: { $ref: 'PendingStateChange#' },
          description:
            "Designed (api/docs/invoices.md; issue 43 item 4): its payment state changes, as an invoice's.",
        },
      },
      {
        description:
          'A multipoint (grouped) invoice of a company: one address invoice covering several supply points.',
      },
    ),
  ),
  pageOf('MultipointInvoiceListResponse', 'MultipointInvoice', {
    description:
      'GET invoices_multipoint/?offset&limit&filter (v2): same filter syntax (fields number, date, amount_total, paid).',
    without: ['total_items'],
    properties: { filters: arrayOf('InvoiceFilter') },
  }),
  { $id: 'InvoiceFilterParamField', type: 'string', enum: ['cups', 'addresses', 'contracts', 'vats'] },
  {
    $id: 'InvoiceFilterParamsResponse',
    type: 'object',
    properties: {
      cups: { type: 'array', items: { type: 'string' } },
      addresses: { type: 'array', items: { type: 'string' } },
      contracts: { type: 'array', items: { type: 'string' } },
      vats: { type: 'array', items: { type: 'string' } },
    },
    additionalProperties: false,
    description:
      "GET filter/params?fields=cups,addresses,contracts,vats (v2): the distinct values of the customer's invoices.",
  },
  {
    $id: 'InvoiceDownloadType',
    type: 'string',
    enum: ['pdf', 'signed_pdf', 'curve_csv'],
    description: 'invoices/{id}/{type}/ (v1 electricity, v2 gas) and invoices_multipoint/{id}/{type}/ (v2).',
  },
];
