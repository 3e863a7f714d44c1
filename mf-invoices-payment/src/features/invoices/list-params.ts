// The state of an invoice list kept in the address, so that a reload keeps it (customer-area §2 "Invoices"; §5
// "Filters"; §9 page sizes and operators): the tab (`type`), the page, the page size and the filters.
import type {
  DisplayType,
  InvoiceFilter,
  InvoiceFilterField,
  InvoiceFilterOperator,
  InvoiceFilterParamField,
} from '@portal/shared/api-types';

/** customer-area §9: "filter page-size choices 5, 10, 12, 25, 50, 100, 150". */
export const INVOICE_PAGE_SIZES = [5, 10, 12, 25, 50, 100, 150] as const;

/** The operators an amount filter offers (customer-area §9 lists like, =, <, >, >=, <=, in; like and in are not numeric). */
export const AMOUNT_OPERATORS = [
  '=',
  '<',
  '>',
  '>=',
  '<=',
] as const satisfies readonly InvoiceFilterOperator[];
export type AmountOperator = (typeof AMOUNT_OPERATORS)[number];

export interface InvoiceListFilters {
  /** Invoice number, matched with `like` (a case-insensitive part). */
  number?: string;
  /** Invoice date from / to, YYYY-MM-DD. */
  from?: string;
  to?: string;
  amountOperator?: AmountOperator;
  /** As typed (stripped): "12,50". */
  amount?: string;
  /** Values of GET filter/params (customer-area §7), each matched with `=`; not offered for multipoint invoices. */
  contract?: string;
  cups?: string;
  address?: string;
  vat?: string;
}

/** The list filters chosen among the values of filter/params, their address key and their API field. */
export const VALUE_FILTERS = [
  { key: 'contract', param: 'contracts', field: 'contract.name' },
  { key: 'cups', param: 'cups', field: 'cups.name' },
  { key: 'address', param: 'addresses', field: 'cups.full_address' },
  { key: 'vat', param: 'vats', field: 'vat' },
] as const satisfies readonly {
  key: keyof InvoiceListFilters;
  param: InvoiceFilterParamField;
  field: InvoiceFilterField;
}[];
export type ValueFilterKey = (typeof VALUE_FILTERS)[number]['key'];

export interface InvoiceListParams {
  type: DisplayType;
  /** 1-based. */
  page: number;
  pageSize: number;
  filters: InvoiceListFilters;
}

/** customer-area §5: "numeric filter input strips everything except digits, comma, period and minus". */
export function stripNumericInput(value: string): string {
  return value.replace(/[^\d,.-]/g, '');
}

/** A stripped amount as a number (comma or period as decimal separator), or undefined when it is not one. */
export function parseAmount(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const normalised = stripNumericInput(value).replace(',', '.');
  if (!/^-?\d+(\.\d+)?$|^-?\d*\.\d+$/.test(normalised)) return undefined;
  return Number(normalised);
}

/**
 * How a date filter is read (`@portal/shared/dates`, through luxon). Given by the caller: the list's first screen does
 * not wait for luxon (issue 47 item 0), which arrives with its rows (components/list-parts.ts).
 */
export interface DateReaders {
  isApiDate: (value: string) => boolean;
  parseDisplayDate: (value: string) => string | undefined;
}

/** A date of the address or an input: YYYY-MM-DD or DD/MM/YYYY; "an invalid or empty date filter is ignored". */
export function validFilterDate(value: string | null | undefined, dates: DateReaders): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  return dates.isApiDate(trimmed) ? trimmed : dates.parseDisplayDate(trimmed);
}

function isAmountOperator(value: string | null): value is AmountOperator {
  return (AMOUNT_OPERATORS as readonly (string | null)[]).includes(value);
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * Reads the list's state from the address. `types` are the configured display types (the first is the default tab),
 * `defaultPageSize` the brand's `invoices.itemsPerPage` (customer-area §9: "default 100 (itemsPerPage overrides)").
 * The date filters are read with `dates`; without them (an address with no date filter, before luxon is in) there are
 * none.
 */
export function readListParams(
  search: URLSearchParams,
  types: readonly DisplayType[],
  defaultPageSize: number,
  dates?: DateReaders,
): InvoiceListParams {
  const requested = search.get('type');
  const type = types.find((t) => t === requested) ?? types[0] ?? 'electricity';
  const size = positiveInt(search.get('size'));
  const operator = search.get('amountOp');
  const amount = search.get('amount');
  const number = search.get('number')?.trim();
  const from = dates && validFilterDate(search.get('from'), dates);
  const to = dates && validFilterDate(search.get('to'), dates);
  const filters: InvoiceListFilters = {
    ...(number ? { number } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(amount && parseAmount(amount) !== undefined
      ? { amount: stripNumericInput(amount), amountOperator: isAmountOperator(operator) ? operator : '=' }
      : {}),
  };
  for (const { key } of VALUE_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    type,
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size && size <= 150 ? size : defaultPageSize,
    filters,
  };
}

/** Writes the list's state into the address, keeping other parameters; defaults are left out. */
export function writeListParams(
  search: URLSearchParams,
  params: InvoiceListParams,
  defaults: { type: DisplayType; pageSize: number },
): URLSearchParams {
  const next = new URLSearchParams(search);
  const keys = [
    'type',
    'page',
    'size',
    'number',
    'from',
    'to',
    'amountOp',
    'amount',
    ...VALUE_FILTERS.map((f) => f.key),
  ];
  for (const key of keys) next.delete(key);
  const { filters } = params;
  const entries: [string, string | undefined][] = [
    ['type', params.type === defaults.type ? undefined : params.type],
    ['page', params.page > 1 ? String(params.page) : undefined],
    ['size', params.pageSize === defaults.pageSize ? undefined : String(params.pageSize)],
    ['number', filters.number],
    ['from', filters.from],
    ['to', filters.to],
    ['amountOp', filters.amount ? filters.amountOperator : undefined],
    ['amount', filters.amount],
    ...VALUE_FILTERS.map(({ key }): [string, string | undefined] => [key, filters[key]]),
  ];
  for (const [key, value] of entries) if (value) next.set(key, value);
  return next;
}

/**
 * The API's `filter=[...]` conditions for the list's filters, plus the contract of a contract's invoices route. The
 * multipoint list filters only on number, dates and amounts (its API fields): the value filters are left out.
 */
export function buildInvoiceFilter(
  filters: InvoiceListFilters,
  options: { contractName?: string; multipoint?: boolean } = {},
): InvoiceFilter[] {
  const { contractName, multipoint = false } = options;
  const conditions: InvoiceFilter[] = [];
  if (contractName && !multipoint) conditions.push(['contract.name', '=', contractName]);
  if (!multipoint) {
    for (const { key, field } of VALUE_FILTERS) {
      const value = filters[key];
      // The contract's own route already filters by its contract.
      if (value && !(key === 'contract' && contractName)) conditions.push([field, '=', value]);
    }
  }
  if (filters.number) conditions.push(['number', 'like', filters.number]);
  // The dates as read (readListParams, the panel): YYYY-MM-DD.
  if (filters.from) conditions.push(['date', '>=', filters.from]);
  if (filters.to) conditions.push(['date', '<=', filters.to]);
  const amount = parseAmount(filters.amount);
  if (amount !== undefined) conditions.push(['amount_total', filters.amountOperator ?? '=', amount]);
  return conditions;
}
