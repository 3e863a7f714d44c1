// Invoices with the reference API's shapes (shared/src/api-types/invoices.ts; api/docs/invoices.md).
import type {
  Invoice,
  InvoiceChartContract,
  InvoiceChartResponse,
  MultipointInvoice,
} from '@portal/shared/api-types';
import { http, HttpResponse } from 'msw';

export function testInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    invoice_id: 1001,
    number: 'F2026-0001',
    type: 'electricity',
    date: '2026-10-05',
    start_date: '2026-09-01',
    end_date: '2026-09-30',
    due_date: '2026-10-25',
    cups: { name: 'ES0031000000000001AA', full_address: 'Calle Mayor 1, Madrid' },
    energy_consumed: 250,
    amount_total: 80,
    amount_pending: 0,
    amount_to_pay: 0,
    paid: 'paid',
    rectificative_type: 'N',
    contract: { id: 1, name: '0010001' },
    vat: 'ES12345678Z',
    pending_state_history: [],
    online_payment: { payment_enabled: false, rel_object_type: 'account.invoice', paid_online: false },
    ...overrides,
  };
}

export function testMultipointInvoice(overrides: Partial<MultipointInvoice> = {}): MultipointInvoice {
  return {
    id: 501,
    number: 'MP20260001',
    date: '2026-10-05',
    start_date: '2026-09-01',
    end_date: '2026-09-30',
    address_invoice_id: 9,
    address: 'Polígono Norte 5, Zaragoza',
    amount_total: 1520.4,
    amount_pending: 1520.4,
    paid: 'pending_remesa',
    invoices: ['F1', 'F2'],
    n_contracts: 2,
    pending_state_history: [
      { change_date: '2026-10-05', pending_state: { ov_description: 'Emitida' } },
      {
        change_date: '2026-10-06',
        pending_state: { ov_description: 'Remesada, pendiente de cargo en cuenta' },
      },
    ],
    ...overrides,
  };
}

export function listOf<T>(items: T[], n_items = items.length) {
  return { items, n_items, offset: 0, limit: 100, filters: [] };
}

/**
 * The answer of `GET invoices/chart/` for these invoices, summed as the reference API sums them (api/docs/invoices.md:
 * per contract and end-date month; a rectificative A counts as negative energy).
 */
export function chartOf(invoices: readonly Invoice[]): InvoiceChartResponse {
  const contracts = new Map<string, InvoiceChartContract>();
  for (const invoice of [...invoices].sort((a, b) => a.end_date.localeCompare(b.end_date))) {
    const name = invoice.contract.name;
    const contract = contracts.get(name) ?? { name, last_end_date: invoice.end_date, months: [] };
    contracts.set(name, contract);
    if (invoice.end_date > contract.last_end_date) contract.last_end_date = invoice.end_date;
    const key = invoice.end_date.slice(0, 7);
    let month = contract.months.find((m) => m.month === key);
    if (!month) {
      month = { month: key, amount: 0, energy: 0 };
      contract.months.push(month);
    }
    month.amount += invoice.amount_total;
    month.energy +=
      invoice.rectificative_type === 'A' ? -Math.abs(invoice.energy_consumed) : invoice.energy_consumed;
  }
  return {
    contracts: [...contracts.values()].sort((a, b) => a.name.localeCompare(b.name)),
    total_contracts: contracts.size,
  };
}

/** `GET invoices/chart/` (v2) answering the chart of `invoices` (a page that lists invoices asks for its chart too). */
export function chartHandler(invoices: readonly Invoice[]) {
  return http.get('/api/v2/invoices/chart/', () => HttpResponse.json(chartOf(invoices)));
}

/**
 * `GET filter/params` (v2) answering the test invoices' contracts, CUPS, addresses and tax ID: the electricity ones,
 * the gas one for `type=gas`, and both without a type.
 */
export function filterParamsHandler() {
  const electricity = {
    cups: ['ES0031000000000001AA', 'ES0031000000000002BB'],
    addresses: ['Calle Mayor 1, Madrid', 'Calle Mayor 3, Madrid'],
    contracts: ['0010001', '0010003'],
    vats: ['ES12345678Z'],
  };
  const gas = {
    cups: ['ES0217000000000003CC'],
    addresses: ['Calle Mayor 5, Madrid'],
    contracts: ['0020001'],
    vats: ['ES12345678Z'],
  };
  return http.get('/api/v2/filter/params', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (type === 'electricity') return HttpResponse.json(electricity);
    if (type === 'gas') return HttpResponse.json(gas);
    return HttpResponse.json({
      cups: [...electricity.cups, ...gas.cups],
      addresses: [...electricity.addresses, ...gas.addresses],
      contracts: [...electricity.contracts, ...gas.contracts],
      vats: electricity.vats,
    });
  });
}

/** A list endpoint answering `items`, each call's address given to `record`. */
export function listHandler<T>(path: string, items: T[], record: (url: URL) => void = () => undefined) {
  return http.get(path, ({ request }) => {
    record(new URL(request.url));
    return HttpResponse.json(listOf(items));
  });
}

export interface InvoiceLists {
  electricity: Invoice[];
  gas: Invoice[];
  multipoint?: MultipointInvoice[];
}

/**
 * What the invoices view asks for besides its chart: the electricity (v1), gas (v2) and multipoint lists, each call's
 * address given to `record`, and filter/params.
 */
export function invoiceListHandlers(
  { electricity, gas, multipoint = [testMultipointInvoice()] }: InvoiceLists,
  record: (url: URL) => void = () => undefined,
) {
  return [
    listHandler('/api/v1/invoices/', electricity, record),
    listHandler('/api/v2/invoices/', gas, record),
    filterParamsHandler(),
    listHandler('/api/v2/invoices_multipoint/', multipoint, record),
  ];
}

/** An unpaid invoice the customer can pay online (online_payment.payment_enabled). */
export const payableInvoice = testInvoice({
  id: 7,
  invoice_id: 1007,
  number: 'F-UNPAID',
  paid: 'unpaid',
  amount_total: 42.17,
  amount_pending: 42.17,
  amount_to_pay: 42.17,
  online_payment: { payment_enabled: true, rel_object_type: 'account.invoice', paid_online: false },
});

/** An invoice paid online by card: it has a payment summary. */
export const paidByCardInvoice = testInvoice({
  id: 3,
  number: 'F-PAID',
  paid: 'paid',
  online_payment: { payment_enabled: false, rel_object_type: 'account.invoice', paid_online: true },
});
