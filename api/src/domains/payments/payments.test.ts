import type { Invoice, InvoiceListResponse, PayResponse, TransactionSummary } from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { TEST_CARDS } from './test-cards';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const {
  t,
  headers: { laura, company },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674' });

const get = (url: string, headers = laura) => t.app.inject({ method: 'GET', url, headers });
const pay = (payload: object, headers = laura) =>
  t.app.inject({ method: 'POST', url: '/api/v2/pay', headers, payload });
const method = (item: number, card: string) => ({
  payment_method_id: `pm_card_${card}`,
  platform_name: 'stripe',
  item_id: item,
  related_object_type: 'account.invoice',
});

/** A fresh app per outcome would be slow: each test takes its own payable invoice of the company. */
let payableCompany: Invoice[] = [];
beforeAll(async () => {
  const filter = encodeURIComponent(JSON.stringify([['paid', '=', 'unpaid']]));
  const list = (
    await get(`/api/v1/invoices/?limit=500&filter=${filter}`, company)
  ).json<InvoiceListResponse>();
  payableCompany = list.items.filter((i) => i.online_payment.payment_enabled);
});
const nextInvoice = (): Invoice => {
  const invoice = payableCompany.shift();
  if (!invoice) throw new Error('no payable invoice left in the seed');
  return invoice;
};

describe('payments', () => {
  describeGuards(
    () => t.app,
    [
      { method: 'GET', url: '/api/v2/payment_platforms_available' },
      { method: 'GET', url: '/api/v2/publishable_key/stripe' },
      {
        method: 'POST',
        url: '/api/v2/pay',
        payload: {
          payment_method_id: 'pm_card_visa',
          platform_name: 'stripe',
          item_id: 1,
          related_object_type: 'account.invoice',
        },
      },
      { method: 'GET', url: '/api/v2/transaction_summary/1' },
      { method: 'GET', url: '/api/v2/download_transaction_receipt/1' },
    ],
  );

  it('answers the platforms and the publishable key', async () => {
    expect((await get('/api/v2/payment_platforms_available')).json()).toEqual({
      available_payment_platforms: ['stripe'],
    });
    expect((await get('/api/v2/publishable_key/stripe')).json()).toEqual({
      platform: 'stripe',
      publishable_key: expect.stringMatching(/^pk_test_/),
    });
    expect((await get('/api/v2/publishable_key/paypal')).statusCode).toBe(404);
  });

  it('pays with a successful card: the invoice becomes paid and has a summary and a receipt', async () => {
    const invoice = nextInvoice();
    const res = (await pay(method(invoice.invoice_id, '4242424242424242'), company)).json<PayResponse>();
    expect(res).toEqual({
      status: 'success',
      success: true,
      transaction_id: expect.stringMatching(/^ch_/),
      invoice_id: invoice.id,
    });
    const filter = encodeURIComponent(JSON.stringify([['number', '=', invoice.number]]));
    const after = (await get(`/api/v1/invoices/?filter=${filter}`, company)).json<InvoiceListResponse>()
      .items[0];
    expect(invoice.online_payment.paid_online).toBe(false);
    expect(after).toMatchObject({
      paid: 'paid',
      amount_pending: 0,
      online_payment: { payment_enabled: false, paid_online: true },
    });
    // Its history ends with the card payment, stored in Spanish and named in the request's language (issue 41).
    const last = async (language: string) =>
      (await get(`/api/v1/invoices/?filter=${filter}`, { ...company, 'accept-language': language }))
        .json<InvoiceListResponse>()
        .items[0]?.pending_state_history.at(-1)?.pending_state.ov_description;
    expect(await last('es-ES')).toBe('Pagada con tarjeta');
    expect(await last('en-US')).toBe('Paid by card');
    expect(await last('de-DE')).toBe('Mit Karte bezahlt');
    const summary = (
      await get(`/api/v2/transaction_summary/${invoice.id}`, company)
    ).json<TransactionSummary>();
    expect(summary).toMatchObject({
      amount: invoice.amount_pending,
      currency: 'EUR',
      invoice_number: invoice.number,
      payment_type: 'credit_card',
      payment_method_id: 'pm_card_4242424242424242',
      paid_by_user_email: 'admin@energias-norte.example.com',
    });
    const receipt = await get(`/api/v2/download_transaction_receipt/${invoice.id}`, company);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(`recibo-${invoice.number}.pdf`);
    expect((await pay(method(invoice.invoice_id, '4242424242424242'), company)).json()).toMatchObject({
      error: 'invoice_not_payable',
    });
  });

  it('runs 3-D Secure: requires_action, then the payment intent confirms it once', async () => {
    const invoice = nextInvoice();
    const first = (await pay(method(invoice.id, '4000002500003155'), company)).json<PayResponse>();
    if (first.status !== 'requires_action') throw new Error('expected requires_action');
    expect(first.payment_intent_client_secret).toMatch(new RegExp(`^${first.payment_intent_id}_secret_`));
    expect((await get(`/api/v2/transaction_summary/${invoice.id}`, company)).json()).toEqual({
      message: 'transaction_not_found',
    });
    const intent = { payment_intent_id: first.payment_intent_id, platform_name: 'stripe' };
    expect((await pay(intent, laura)).statusCode).toBe(404);
    expect((await pay(intent, company)).json()).toMatchObject({ status: 'success', invoice_id: invoice.id });
    expect((await pay(intent, company)).json()).toMatchObject({ error: 'payment_intent_unexpected_state' });
  });

  it('declines after 3-D Secure with the declining test card', async () => {
    const invoice = nextInvoice();
    const first = (await pay(method(invoice.id, '4000008260003178'), company)).json<PayResponse>();
    if (first.status !== 'requires_action') throw new Error('expected requires_action');
    const second = await pay(
      { payment_intent_id: first.payment_intent_id, platform_name: 'stripe' },
      company,
    );
    expect(second.json()).toEqual({ status: 'error', success: false, error: 'card_declined' });
  });

  it.each(Object.entries(TEST_CARDS).filter(([, o]) => o.kind === 'error'))(
    'card %s answers its error code',
    async (card, outcome) => {
      const invoice = payableCompany[0] as Invoice;
      const res = (await pay(method(invoice.id, card), company)).json<PayResponse>();
      expect(res).toEqual({
        status: 'error',
        success: false,
        error: outcome.kind === 'error' ? outcome.code : '',
      });
    },
  );

  it('refuses rectified, paid and other customers’ invoices, and bad payloads', async () => {
    const all = (await get('/api/v1/invoices/?limit=200&type=all')).json<InvoiceListResponse>().items;
    const rectified = all.find((i) => i.rectificative_type === 'B');
    expect((await pay(method(rectified?.id ?? 0, '4242424242424242'))).json()).toMatchObject({
      error: 'invoice_not_payable',
    });
    const paid = all.find((i) => i.paid === 'paid');
    expect((await pay(method(paid?.id ?? 0, '4242424242424242'))).json()).toMatchObject({
      error: 'invoice_not_payable',
    });
    expect((await pay(method(payableCompany[0]?.id ?? 0, '4242424242424242'))).statusCode).toBe(404);
    expect((await pay({ ...method(1, '4242424242424242'), platform_name: 'paypal' })).json()).toMatchObject({
      errors: { platform_name: 'The value is not valid' },
    });
    expect((await pay({ platform_name: 'stripe' })).json()).toMatchObject({
      errors: { payment_method_id: 'The field cannot be empty', item_id: 'The field cannot be empty' },
    });
    expect((await pay({ ...method(1, '4242'), item_id: '1' })).statusCode).toBe(400);
    expect((await pay({ ...method(1, '4242'), amount: 1 })).json()).toMatchObject({
      errors: { amount: 'Unknown field' },
    });
  });

  it('marks paid_online exactly the invoices whose summary exists, not those paid by direct debit (issue 43 item 5)', async () => {
    const all = (await get('/api/v1/invoices/?limit=200&type=all')).json<InvoiceListResponse>().items;
    const paid = all.filter((i) => i.paid === 'paid');
    const online = paid.filter((i) => i.online_payment.paid_online);
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(paid.length);
    const answers = await Promise.all(
      [...online, ...paid.filter((i) => !i.online_payment.paid_online).slice(0, 5)].map(async (i) => [
        i.online_payment.paid_online,
        (await get(`/api/v2/transaction_summary/${i.id}`)).statusCode,
      ]),
    );
    expect(answers.every(([paidOnline, status]) => status === (paidOnline ? 200 : 404))).toBe(true);
    expect(all.filter((i) => i.paid !== 'paid').every((i) => !i.online_payment.paid_online)).toBe(true);
  });

  it('answers the seeded card payments of paid invoices; rectified and foreign ones are not found', async () => {
    const all = (await get('/api/v1/invoices/?limit=200&type=all')).json<InvoiceListResponse>().items;
    const summaries = await Promise.all(
      all
        .filter((i) => i.paid === 'paid')
        .slice(0, 4)
        .map((i) => get(`/api/v2/transaction_summary/${i.id}`)),
    );
    expect(summaries.every((r) => r.statusCode === 200)).toBe(true);
    const rectified = all.find((i) => i.rectificative_type === 'A');
    expect((await get(`/api/v2/transaction_summary/${rectified?.id}`)).json()).toEqual({
      message: 'transaction_not_found',
    });
    expect((await get(`/api/v2/transaction_summary/${all[0]?.id}`, company)).json()).toEqual({
      message: 'transaction_not_found',
    });
    // Not an invoice id at all: a 400 from the route's declared params schema (issue 15 finding 6).
    expect((await get('/api/v2/download_transaction_receipt/abc')).statusCode).toBe(400);
  });
});
