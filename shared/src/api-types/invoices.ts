import type { DownloadType } from './settings';
// Invoices (customer-area §3 "Invoice", §4 paid states, §7 "Invoices and payment").

/** `paid` of an invoice (customer-area §4): the label depends on it, on rectificative_type and on the amounts. */
export type InvoicePaidState =
  | 'paid'
  | 'paid_without_transaction'
  | 'manual_verification_required'
  | 'unpaid'
  | 'pending_remesa'
  | 'pending_transfer';

/** N normal, A annulling (counts as negative energy), B annulling with substitute, R rectifying. */
export type RectificativeType = 'N' | 'A' | 'B' | 'R';
export type InvoiceKind = 'electricity' | 'gas';

export interface PendingStateChange {
  /** YYYY-MM-DD */
  change_date: string;
  pending_state: { ov_description: string };
}

export interface Invoice {
  id: number;
  /** The billing system's invoice id: the `item_id` of a payment. */
  invoice_id: number;
  number: string;
  type: InvoiceKind;
  /** YYYY-MM-DD */
  date: string;
  start_date: string;
  end_date: string;
  /** Due date of the invoice (YYYY-MM-DD). */
  due_date: string;
  cups: { name: string; full_address: string };
  /** kWh in the billed period (negative for rectificative type A). */
  energy_consumed: number;
  amount_total: number;
  amount_pending: number;
  amount_to_pay: number;
  paid: InvoicePaidState;
  rectificative_type: RectificativeType;
  contract: { id: number; name: string };
  /** VAT of the fiscal partner (filter `vats`). */
  vat: string;
  pending_state_history: PendingStateChange[];
  online_payment: {
    payment_enabled: boolean;
    rel_object_type: string;
    /**
     * Designed (api/docs/invoices.md): the invoice was paid by card through the portal, so its payment summary and
     * receipt exist (`transaction_summary/{id}`). False for one paid by direct debit or transfer.
     */
    paid_online: boolean;
  };
}

export const INVOICE_FILTER_OPERATORS = ['like', '=', '<', '>', '>=', '<=', 'in'] as const;
export type InvoiceFilterOperator = (typeof INVOICE_FILTER_OPERATORS)[number];

/** Fields a filter may name (dotted names read the nested object). */
export const INVOICE_FILTER_FIELDS = [
  'number',
  'date',
  'start_date',
  'end_date',
  'due_date',
  'amount_total',
  'amount_pending',
  'energy_consumed',
  'paid',
  'rectificative_type',
  'contract.name',
  'cups.name',
  'cups.full_address',
  'vat',
  // Short aliases of contract.name, cups.name and cups.full_address.
  'contract',
  'cups',
  'address',
] as const;
export type InvoiceFilterField = (typeof INVOICE_FILTER_FIELDS)[number];

/**
 * One condition of `filter=[...]`: `["date", ">=", "2025-01-01"]`, `["paid", "in", ["unpaid", "pending_remesa"]]`,
 * `["number", "like", "F24"]` (case-insensitive substring). The query value is the JSON array of conditions
 * (all must hold).
 */
export type InvoiceFilter = [
  InvoiceFilterField,
  InvoiceFilterOperator,
  string | number | (string | number)[],
];

/** GET invoices/?offset&limit&filter (v1 electricity, v2 gas; `type=electricity|gas` overrides). */
export interface InvoiceListResponse {
  items: Invoice[];
  /** Total matching invoices (for the pagination). */
  n_items: number;
  offset: number;
  limit: number;
  filters: InvoiceFilter[];
}

/** One month of one contract in the invoice chart: the sums of its invoices ending that month. */
export interface InvoiceChartMonth {
  /** `YYYY-MM`, the month of the invoices' end date. */
  month: string;
  amount: number;
  /** kWh; a rectificative A counts as negative energy (customer-area §4). */
  energy: number;
}

/** A contract of the invoice chart: its months with invoices, and its newest invoice's end date. */
export interface InvoiceChartContract {
  name: string;
  last_end_date: string;
  months: InvoiceChartMonth[];
}

/**
 * GET invoices/chart/?type&filter (v2, designed): the invoice chart's sums per contract and month over every invoice
 * of a list (the list's kind and filter), instead of the whole list.
 */
export interface InvoiceChartResponse {
  contracts: InvoiceChartContract[];
}

/** A multipoint (grouped) invoice of a company: one address invoice covering several supply points. */
export interface MultipointInvoice {
  id: number;
  number: string;
  date: string;
  start_date: string;
  end_date: string;
  address_invoice_id: number;
  address: string;
  amount_total: number;
  amount_pending: number;
  paid: InvoicePaidState;
  /** Numbers of the invoices it groups. */
  invoices: string[];
  n_contracts: number;
  /** Designed (api/docs/invoices.md; issue 43 item 4): its payment state changes, as an invoice's. */
  pending_state_history: PendingStateChange[];
}

/** GET invoices_multipoint/?offset&limit&filter (v2): same filter syntax (fields number, date, amount_total, paid). */
export interface MultipointInvoiceListResponse {
  items: MultipointInvoice[];
  n_items: number;
  offset: number;
  limit: number;
  filters: InvoiceFilter[];
}

export const INVOICE_FILTER_PARAM_FIELDS = ['cups', 'addresses', 'contracts', 'vats'] as const;
export type InvoiceFilterParamField = (typeof INVOICE_FILTER_PARAM_FIELDS)[number];
/** GET filter/params?fields=cups,addresses,contracts,vats (v2): the distinct values of the customer's invoices. */
export type InvoiceFilterParamsResponse = Partial<Record<InvoiceFilterParamField, string[]>>;

export const INVOICE_DOWNLOAD_TYPES = ['pdf', 'signed_pdf', 'curve_csv'] as const;
/** invoices/{id}/{type}/ (v1 electricity, v2 gas) and invoices_multipoint/{id}/{type}/ (v2). */
export type InvoiceDownloadType = (typeof INVOICE_DOWNLOAD_TYPES)[number];

/**
 * The download call's type for each value of the `downloadTypes` setting (customer-area §6 lists signed_pdf, curve,
 * signed_xml; §7 lists the call's types pdf, signed_pdf, curve_csv). `signed_xml` has no call in the spec, so no brand
 * may offer it: no brand of the reference API does (its settings test checks) and the portal never shows it.
 */
export const INVOICE_DOWNLOAD_TYPE_OF: Readonly<Record<DownloadType, InvoiceDownloadType | undefined>> = {
  pdf: 'pdf',
  signed_pdf: 'signed_pdf',
  curve: 'curve_csv',
  signed_xml: undefined,
};

/** The downloads an invoice offers for the brand's `downloadTypes`: the call types, in order, without repeats. */
export function invoiceDownloadTypes(downloadTypes: readonly DownloadType[]): InvoiceDownloadType[] {
  const types = downloadTypes.map((type) => INVOICE_DOWNLOAD_TYPE_OF[type]);
  return [...new Set(types.filter((type): type is InvoiceDownloadType => type !== undefined))];
}
