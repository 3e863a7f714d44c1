// The `filter=[...]` query of the invoice lists (customer-area §7, §9 operators like, =, <, >, >=, <=, in): parsed
// strictly into a parameterised SQL condition; a bad filter is a 400 on `filter`, never a 500.
import {
  INVOICE_FILTER_OPERATORS,
  type InvoiceFilter,
  type InvoiceFilterOperator,
} from '@portal/shared/api-types';
import { ValidationError } from '../../core/errors';

export interface SqlFilter {
  where: string;
  params: (string | number)[];
  filters: InvoiceFilter[];
}

const MAX_CONDITIONS = 20;
const MAX_IN_VALUES = 200;

function fail(message: string): never {
  throw new ValidationError({ filter: message });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return fail('filter must be a JSON array of [field, operator, value]');
  }
}

/** `columns` maps each accepted field to its SQL column. */
export function parseFilter(raw: unknown, columns: Readonly<Record<string, string>>): SqlFilter {
  if (raw === undefined || raw === '' || raw === '[]') return { where: '', params: [], filters: [] };
  if (typeof raw !== 'string') return fail('invalid filter');
  const parsed = parseJson(raw);
  if (!Array.isArray(parsed)) return fail('filter must be a JSON array');
  // A single condition may come without the outer list.
  const list: unknown[] = parsed.length > 0 && typeof parsed[0] === 'string' ? [parsed] : parsed;
  if (list.length > MAX_CONDITIONS) fail('too many conditions');
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const filters: InvoiceFilter[] = [];
  for (const item of list) {
    if (!Array.isArray(item) || item.length !== 3) fail('each condition is [field, operator, value]');
    const [field, operator, value] = item as [unknown, unknown, unknown];
    // Own keys only: `toString` or `__proto__` are names of every object, not filter fields.
    const column = typeof field === 'string' && Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!column) fail(`unknown filter field ${String(field)}`);
    if (!(INVOICE_FILTER_OPERATORS as readonly unknown[]).includes(operator))
      fail(`unknown operator ${String(operator)}`);
    const op = operator as InvoiceFilterOperator;
    const scalar = (v: unknown): string | number => {
      if (typeof v === 'number' && Number.isFinite(v)) return v;
      if (typeof v === 'string' && v.length <= 200) return v;
      return fail('filter values are strings or numbers');
    };
    if (op === 'in') {
      if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN_VALUES)
        fail('in takes a non-empty list');
      const values = (value as unknown[]).map(scalar);
      parts.push(`${column} IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
      filters.push([field as InvoiceFilter[0], op, values]);
    } else if (op === 'like') {
      const text = String(scalar(value)).replace(/[\\%_]/g, (c) => `\\${c}`);
      parts.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(`%${text}%`);
      filters.push([field as InvoiceFilter[0], op, scalar(value)]);
    } else {
      const v = scalar(value);
      parts.push(`${column} ${op} ?`);
      params.push(v);
      filters.push([field as InvoiceFilter[0], op, v]);
    }
  }
  return { where: parts.join(' AND '), params, filters };
}

/** The invoice lists' filter fields and their columns (api/docs/invoices.md). */
export const INVOICE_COLUMNS: Record<string, string> = {
  number: 'number',
  date: 'date',
  start_date: 'start_date',
  end_date: 'end_date',
  due_date: 'due_date',
  amount_total: 'amount_total',
  amount_pending: 'amount_pending',
  energy_consumed: 'energy_consumed',
  paid: 'paid',
  rectificative_type: 'rectificative_type',
  'contract.name': 'contract_name',
  contract: 'contract_name',
  'cups.name': 'cups',
  cups: 'cups',
  'cups.full_address': 'full_address',
  address: 'full_address',
  vat: 'vat',
};
