// Invoices (customer-area §3 "Invoice", §4 paid states, §7 "Invoices and payment").
import type { components } from './generated';
import type { DownloadType } from './settings';

type Schemas = components['schemas'];

export type InvoicePaidState = Schemas['InvoicePaidState'];

export type RectificativeType = Schemas['RectificativeType'];
export type InvoiceKind = Schemas['InvoiceKind'];

export type PendingStateChange = Schemas['PendingStateChange'];

export type Invoice = Schemas['Invoice'];

export const INVOICE_FILTER_OPERATORS = ['like', '=', '<', '>', '>=', '<=', 'in'] as const;
export type InvoiceFilterOperator = Schemas['InvoiceFilterOperator'];

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
export type InvoiceFilterField = Schemas['InvoiceFilterField'];

export type InvoiceFilter = Schemas['InvoiceFilter'];

export type InvoiceListResponse = Schemas['InvoiceListResponse'];

export type InvoiceChartMonth = Schemas['InvoiceChartMonth'];

export type InvoiceChartContract = Schemas['InvoiceChartContract'];

export type InvoiceChartResponse = Schemas['InvoiceChartResponse'];

export type MultipointInvoice = Schemas['MultipointInvoice'];

export type MultipointInvoiceListResponse = Schemas['MultipointInvoiceListResponse'];

export const INVOICE_FILTER_PARAM_FIELDS = ['cups', 'addresses', 'contracts', 'vats'] as const;
export type InvoiceFilterParamField = Schemas['InvoiceFilterParamField'];
export type InvoiceFilterParamsResponse = Schemas['InvoiceFilterParamsResponse'];

export const INVOICE_DOWNLOAD_TYPES = ['pdf', 'signed_pdf', 'curve_csv'] as const;
export type InvoiceDownloadType = Schemas['InvoiceDownloadType'];

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
