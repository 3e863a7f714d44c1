import type {
  Invoice,
  InvoiceChartResponse,
  InvoiceFilterParamsResponse,
  InvoiceListResponse,
  MultipointInvoiceListResponse,
} from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { pdfText } from '../../testing/pdf-text';
import { invoicesMigrations } from './migrations';
import { STATE_NAMES } from './state-names';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const {
  t,
  get,
  headers: { laura, company, pablo },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674', pablo: '00000000T' });

const filter = (conditions: unknown) => `filter=${encodeURIComponent(JSON.stringify(conditions))}`;

describe('invoice lists', () => {
  describeGuards(
    () => t.app,
    [
      { method: 'GET', url: '/api/v1/invoices/?offset=0&limit=10' },
      { method: 'GET', url: '/api/v2/invoices/' },
      { method: 'GET', url: '/api/v2/invoices_multipoint/' },
      { method: 'GET', url: '/api/v2/filter/params?fields=cups' },
      { method: 'GET', url: '/api/v2/invoices/chart/?type=electricity' },
      { method: 'GET', url: '/api/v1/invoices/1/pdf/' },
      { method: 'GET', url: '/api/v2/invoices_multipoint/1/pdf/' },
    ],
  );

  it('lists electricity on v1 and gas on v2, newest first, with the entity fields', async () => {
    const v1 = (await get('/api/v1/invoices/?offset=0&limit=5', laura)).json<InvoiceListResponse>();
    expect(v1).toMatchObject({ offset: 0, limit: 5, filters: [] });
    expect(v1.n_items).toBe(74);
    expect(v1.items).toHaveLength(5);
    expect(v1.items.every((i) => i.type === 'electricity')).toBe(true);
    const first = v1.items[0] as Invoice;
    expect(Object.keys(first).sort()).toEqual([
      'amount_pending',
      'amount_to_pay',
      'amount_total',
      'contract',
      'cups',
      'date',
      'due_date',
      'end_date',
      'energy_consumed',
      'id',
      'invoice_id',
      'number',
      'online_payment',
      'paid',
      'pending_state_history',
      'rectificative_type',
      'start_date',
      'type',
      'vat',
    ]);
    expect(first.online_payment.rel_object_type).toBe('account.invoice');
    expect(v1.items.map((i) => i.date)).toEqual([...v1.items.map((i) => i.date)].sort().reverse());
    const v2 = (await get('/api/v2/invoices/?limit=3', laura)).json<InvoiceListResponse>();
    expect(v2.n_items).toBe(36);
    expect(v2.items.every((i) => i.type === 'gas' && i.contract.name === '0020001')).toBe(true);
    expect((await get('/api/v1/invoices/?limit=1&type=all', laura)).json<InvoiceListResponse>().n_items).toBe(
      110,
    );
  });

  it('seeds every paid state, a partial payment, rectificatives A and B, and payable invoices', async () => {
    const all = (await get('/api/v1/invoices/?limit=200&type=all', laura)).json<InvoiceListResponse>().items;
    const states = new Set(all.map((i) => i.paid));
    expect([...states].sort()).toEqual([
      'manual_verification_required',
      'paid',
      'paid_without_transaction',
      'pending_remesa',
      'pending_transfer',
      'unpaid',
    ]);
    expect(
      all.some((i) => i.paid === 'unpaid' && i.amount_pending > 0 && i.amount_pending < i.amount_total),
    ).toBe(true);
    const a = all.find((i) => i.rectificative_type === 'A');
    expect(a?.energy_consumed).toBeLessThan(0);
    expect(all.some((i) => i.rectificative_type === 'B')).toBe(true);
    const payable = all.filter((i) => i.online_payment.payment_enabled);
    expect(payable.length).toBeGreaterThanOrEqual(3);
    expect(payable.every((i) => i.rectificative_type === 'N' && i.amount_to_pay === i.amount_pending)).toBe(
      true,
    );
    expect(all.every((i) => i.pending_state_history.length > 0)).toBe(true);
  });

  it('filters with like, =, <, >, >=, <=, in', async () => {
    const cases: [unknown, (i: Invoice) => boolean][] = [
      [[['paid', 'in', ['unpaid', 'pending_remesa']]], (i) => ['unpaid', 'pending_remesa'].includes(i.paid)],
      [[['contract.name', '=', '0010003']], (i) => i.contract.name === '0010003'],
      [
        [
          ['date', '>=', '2026-01-01'],
          ['date', '<=', '2026-06-30'],
        ],
        (i) => i.date >= '2026-01-01' && i.date <= '2026-06-30',
      ],
      [[['amount_total', '<', 0]], (i) => i.amount_total < 0],
      [[['amount_total', '>', 200]], (i) => i.amount_total > 200],
      [['number', 'like', 'ra2'], (i) => i.number.toLowerCase().includes('ra2')],
    ];
    for (const [conditions, check] of cases) {
      const res = (
        await get(`/api/v1/invoices/?limit=500&${filter(conditions)}`, laura)
      ).json<InvoiceListResponse>();
      expect(res.items.length).toBeGreaterThan(0);
      expect(res.items.every(check)).toBe(true);
      expect(res.n_items).toBe(res.items.length);
    }
  });

  it('answers 400 on a bad filter or page, never a 500', async () => {
    for (const bad of [
      '[["nope","=",1]]',
      '[["paid","~","x"]]',
      '[["paid","in","x"]]',
      'not json',
      '{"a":1}',
      '[["paid","=",{"x":1}]]',
    ]) {
      const res = await get(`/api/v1/invoices/?filter=${encodeURIComponent(bad)}`, laura);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.filter).toBeTruthy();
    }
    expect((await get('/api/v1/invoices/?limit=abc', laura)).statusCode).toBe(400);
    expect((await get('/api/v1/invoices/?type=water', laura)).statusCode).toBe(400);
    expect((await get('/api/v1/invoices/?unknown=1', laura)).statusCode).toBe(400);
  });

  it('never shows another customer’s invoices', async () => {
    expect((await get('/api/v1/invoices/', pablo)).json<InvoiceListResponse>()).toMatchObject({
      items: [],
      n_items: 0,
    });
    const lauraFirst = (await get('/api/v1/invoices/?limit=1', laura)).json<InvoiceListResponse>().items[0];
    expect((await get(`/api/v1/invoices/${lauraFirst?.id}/pdf/`, company)).statusCode).toBe(404);
  });

  it('sums the chart per contract and month over every invoice of the list (designed invoices/chart/)', async () => {
    // What the chart drew from every invoice of the list (limit 10,000): the same sums, without the invoices.
    const expected = (items: Invoice[]) => {
      const byContract = new Map<string, { last: string; months: Map<string, [number, number]> }>();
      for (const invoice of items) {
        const entry = byContract.get(invoice.contract.name) ?? { last: '', months: new Map() };
        byContract.set(invoice.contract.name, entry);
        if (invoice.end_date > entry.last) entry.last = invoice.end_date;
        const month = invoice.end_date.slice(0, 7);
        const [amount, energy] = entry.months.get(month) ?? [0, 0];
        // customer-area §4: "Rectificative type A counts as negative energy in the chart".
        const kwh =
          invoice.rectificative_type === 'A' ? -Math.abs(invoice.energy_consumed) : invoice.energy_consumed;
        entry.months.set(month, [amount + invoice.amount_total, energy + kwh]);
      }
      return [...byContract.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, { last, months }]) => ({
          name,
          last_end_date: last,
          months: [...months.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([month, [amount, energy]]) => ({
              month,
              amount: expect.closeTo(amount, 6),
              energy: expect.closeTo(energy, 6),
            })),
        }));
    };
    for (const [who, headers, type, version] of [
      ['laura', laura, 'electricity', 1],
      ['laura', laura, 'gas', 2],
      ['company', company, 'electricity', 1],
    ] as const) {
      const list = (await get(`/api/v${version}/invoices/?limit=99999`, headers)).json<InvoiceListResponse>();
      const chart = await get(`/api/v2/invoices/chart/?type=${type}`, headers);
      expect([who, type, chart.statusCode]).toEqual([who, type, 200]);
      expect(chart.json<InvoiceChartResponse>().contracts).toEqual(expected(list.items));
      expect(chart.json<InvoiceChartResponse>().total_contracts).toBe(expected(list.items).length);
    }
    // The list's filter applies to the chart alike.
    const filtered = (
      await get(
        `/api/v2/invoices/chart/?type=electricity&${filter([['contract.name', '=', '0010001']])}`,
        laura,
      )
    ).json<InvoiceChartResponse>();
    expect(filtered.contracts.map((c) => c.name)).toEqual(['0010001']);
    expect(filtered.contracts[0]?.months).toHaveLength(36);
    // The answer is the size of a chart, not of the list: the company's three years.
    const companyChart = await get('/api/v2/invoices/chart/?type=electricity', company);
    expect(companyChart.body.length).toBeLessThan(600_000);
    // Capped to the chart's contracts, the answer still counts the list's: the chart says it shows 10 of them.
    const capped = (
      await get('/api/v2/invoices/chart/?type=electricity&max_contracts=10', company)
    ).json<InvoiceChartResponse>();
    expect(capped.contracts).toHaveLength(10);
    expect(capped.total_contracts).toBe(companyChart.json<InvoiceChartResponse>().contracts.length);
    expect(capped.total_contracts).toBeGreaterThan(100);
  });

  it('answers the chart only for the customer and a valid query', async () => {
    expect((await get('/api/v2/invoices/chart/?type=electricity', pablo)).json()).toEqual({
      contracts: [],
      total_contracts: 0,
    });
    for (const [url, field] of [
      ['/api/v2/invoices/chart/', 'type'],
      ['/api/v2/invoices/chart/?type=water', 'type'],
      [`/api/v2/invoices/chart/?type=gas&${filter([['toString', '=', 1]])}`, 'filter'],
      ['/api/v2/invoices/chart/?type=gas&offset=0', 'offset'],
    ] as const) {
      const res = await get(url, laura);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toMatchObject({ errors: { [field]: expect.any(String) } });
    }
  });

  it('lists the company’s multipoint invoices, one a month', async () => {
    const res = (
      await get('/api/v2/invoices_multipoint/?limit=2', company)
    ).json<MultipointInvoiceListResponse>();
    expect(res.n_items).toBe(36);
    expect(res.items[0]).toMatchObject({
      number: expect.stringMatching(/^MP/),
      address_invoice_id: expect.any(Number),
    });
    expect(res.items[0]?.invoices.length).toBe(res.items[0]?.n_contracts);
    expect(res.items[0]?.n_contracts).toBeGreaterThan(100);
    const paid = (
      await get(`/api/v2/invoices_multipoint/?${filter([['paid', '=', 'paid']])}`, company)
    ).json<MultipointInvoiceListResponse>();
    expect(paid.items.every((i) => i.paid === 'paid')).toBe(true);
    expect(
      (await get('/api/v2/invoices_multipoint/', laura)).json<MultipointInvoiceListResponse>().n_items,
    ).toBe(0);
  });

  it('gives each multipoint invoice its history and the multipoint list a chart (issue 43 item 4)', async () => {
    const all = (
      await get('/api/v2/invoices_multipoint/?limit=100', company)
    ).json<MultipointInvoiceListResponse>().items;
    const newest = all[0];
    // customer-area §2: "a table with a history dialog per invoice" in every list.
    expect(newest?.pending_state_history).toEqual([
      { change_date: newest?.date, pending_state: { ov_description: 'Emitida' } },
      { change_date: expect.any(String), pending_state: { ov_description: expect.any(String) } },
    ]);
    expect(all.every((i) => i.pending_state_history.length === 2)).toBe(true);
    // The chart of the multipoint list: its invoices' amounts per invoice address and end-date month.
    const chart = (
      await get('/api/v2/invoices/chart/?type=multipoint', company)
    ).json<InvoiceChartResponse>();
    expect(chart.contracts.map((c) => c.name)).toEqual([...new Set(all.map((i) => i.address))].sort());
    expect(chart.total_contracts).toBe(chart.contracts.length);
    const months = chart.contracts.flatMap((c) => c.months);
    expect(months).toHaveLength(36);
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(sum(months.map((m) => m.amount))).toBe(sum(all.map((i) => i.amount_total)));
    expect(months.every((m) => m.energy > 0)).toBe(true);
    // With the list's filter.
    const since = (
      await get(`/api/v2/invoices/chart/?type=multipoint&${filter([['date', '>=', '2026-06-01']])}`, company)
    ).json<InvoiceChartResponse>();
    expect(since.contracts.flatMap((c) => c.months)).toHaveLength(
      all.filter((i) => i.date >= '2026-06-01').length,
    );
    expect(
      (await get('/api/v2/invoices/chart/?type=multipoint', laura)).json<InvoiceChartResponse>(),
    ).toEqual({ contracts: [], total_contracts: 0 });
  });

  it('gives the multipoint invoices of an existing database the history the seed gives (migration invoices-003)', () => {
    const sql = invoicesMigrations.find((m) => m.id === 'invoices-003')?.sql ?? '';
    const backfill = sql.slice(sql.indexOf('UPDATE'));
    const db = t.app.db;
    const read = () =>
      db.prepare('SELECT id, pending_state_history FROM multipoint_invoices ORDER BY id').all() as unknown[];
    const seeded = read();
    db.exec('SAVEPOINT backfill');
    try {
      db.exec(backfill);
      expect(read()).toEqual(seeded);
    } finally {
      db.exec('ROLLBACK TO backfill');
      db.exec('RELEASE backfill');
    }
  });

  it('names the history states in the request’s language; Spanish and an unknown state as stored (issue 41)', async () => {
    const url = '/api/v1/invoices/?limit=200&type=all';
    const list = async (language?: string) =>
      (
        await get(url, language ? { ...laura, 'accept-language': language } : laura)
      ).json<InvoiceListResponse>().items;
    const states = (items: Invoice[]) =>
      items.map((i) => i.pending_state_history.map((change) => change.pending_state.ov_description));
    const stored = new Map(
      (
        t.app.db
          .prepare(
            `SELECT i.id, i.pending_state_history FROM invoices i JOIN users u ON u.id = i.user_id WHERE u.username = ?`,
          )
          .all('12345678Z') as { id: number; pending_state_history: string }[]
      ).map((row) => [row.id, JSON.parse(row.pending_state_history) as unknown]),
    );

    const english = await list('en-US');
    // Spanish, asked or by default, is the stored history, byte for byte (after an English answer of the same URL).
    const spanish = await get(url, { ...laura, 'accept-language': 'es-ES' });
    const spanishItems = spanish.json<InvoiceListResponse>().items;
    expect(spanishItems).toHaveLength(stored.size);
    expect(spanishItems.map((i) => [i.id, i.pending_state_history])).toEqual(
      spanishItems.map((i) => [i.id, stored.get(i.id)]),
    );
    expect((await get(url, laura)).body).toBe(spanish.body);
    const es = states(spanish.json<InvoiceListResponse>().items);
    expect(new Set(es.flat())).toEqual(
      new Set([
        'Emitida',
        'Pagada',
        'Pagada (sin transacción)',
        'Pago en verificación manual',
        'Pendiente de pago',
        'Remesada, pendiente de cargo en cuenta',
        'Pendiente de transferencia',
      ]),
    );
    // English and German: every state named, in the same places.
    expect(states(english)).toEqual(es.map((row) => row.map((text) => STATE_NAMES[text]?.en)));
    expect(new Set(states(english).flat())).toEqual(
      new Set([
        'Issued',
        'Paid',
        'Paid (no transaction)',
        'Payment under manual review',
        'Pending payment',
        'Sent to the bank, pending direct debit',
        'Pending transfer',
      ]),
    );
    const german = states(await list('de-DE'));
    expect(german).toEqual(es.map((row) => row.map((text) => STATE_NAMES[text]?.de)));
    expect(german.flat()).toContain('Ausgestellt');
    expect(german.flat()).toContain('Überweisung ausstehend');

    // A state the table does not know (written by another system) is answered as stored.
    const first = english[0] as Invoice;
    const history = JSON.stringify([
      ...(stored.get(first.id) as unknown[]),
      { change_date: '2026-12-01', pending_state: { ov_description: 'Devuelta por el banco' } },
    ]);
    const update = t.app.db.prepare('UPDATE invoices SET pending_state_history = ? WHERE id = ?');
    update.run(history, first.id);
    try {
      const changed = (await list('en-US')).find((i) => i.id === first.id);
      expect(changed?.pending_state_history.map((c) => c.pending_state.ov_description)).toEqual([
        ...first.pending_state_history.map((c) => c.pending_state.ov_description),
        'Devuelta por el banco',
      ]);
    } finally {
      update.run(JSON.stringify(stored.get(first.id)), first.id);
    }

    // The multipoint list's histories too.
    const multipoint = (
      await get('/api/v2/invoices_multipoint/?limit=1', { ...company, 'accept-language': 'fr-FR' })
    ).json<MultipointInvoiceListResponse>().items[0];
    expect(multipoint?.pending_state_history[0]?.pending_state.ov_description).toBe('Émise');
  });

  it('answers the filter panel values', async () => {
    const res = (
      await get('/api/v2/filter/params?fields=cups,addresses,contracts,vats', laura)
    ).json<InvoiceFilterParamsResponse>();
    expect(res.contracts).toEqual(['0010001', '0010003', '0020001']);
    expect(res.vats).toEqual(['12345678Z']);
    expect(res.cups).toHaveLength(3);
    expect(res.addresses?.[0]).toContain(',');
    expect(Object.keys((await get('/api/v2/filter/params?fields=vats', laura)).json())).toEqual(['vats']);
    expect((await get('/api/v2/filter/params?fields=passwords', laura)).statusCode).toBe(400);
  });

  it("answers one kind's filter values for its tab, and a 400 for an unknown kind", async () => {
    const values = async (type: string) =>
      (
        await get(`/api/v2/filter/params?fields=cups,contracts&type=${type}`, laura)
      ).json<InvoiceFilterParamsResponse>();
    const electricity = await values('electricity');
    const gas = await values('gas');
    expect(electricity.contracts).toEqual(['0010001', '0010003']);
    expect(gas.contracts).toEqual(['0020001']);
    expect(electricity.cups).toHaveLength(2);
    expect(gas.cups).toHaveLength(1);
    expect(gas.cups?.[0]).not.toBe(electricity.cups?.[0]);
    expect((await values('all')).contracts).toEqual(['0010001', '0010003', '0020001']);
    expect((await get('/api/v2/filter/params?type=water', laura)).statusCode).toBe(400);
  });
});

describe('invoice downloads', () => {
  const pdfIsValid = (body: Buffer): void => {
    const text = body.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    // Every xref offset points at its object.
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  };

  it('downloads the PDF, the signed PDF and the curve CSV with content-disposition', async () => {
    const first = (await get('/api/v1/invoices/?limit=1', laura)).json<InvoiceListResponse>()
      .items[0] as Invoice;
    const pdf = await get(`/api/v1/invoices/${first.id}/pdf/`, laura);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`factura-${first.number}.pdf`);
    pdfIsValid(pdf.rawPayload);
    const signed = await get(`/api/v1/invoices/${first.id}/signed_pdf/`, laura);
    pdfIsValid(signed.rawPayload);
    expect(pdfText(signed.rawPayload)).toContain('Documento firmado electrónicamente');
    const csv = await get(`/api/v1/invoices/${first.id}/curve_csv/`, laura);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('date;activa;exportada;reactiva;period');
    expect(lines).toHaveLength(1 + 31 * 24);
    const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(';')[1]), 0);
    expect(Math.round(total)).toBe(first.energy_consumed);
  });

  it('downloads gas invoices on v2, refuses a gas curve and unknown types', async () => {
    const gas = (await get('/api/v2/invoices/?limit=1', laura)).json<InvoiceListResponse>()
      .items[0] as Invoice;
    pdfIsValid((await get(`/api/v2/invoices/${gas.id}/pdf/`, laura)).rawPayload);
    expect((await get(`/api/v2/invoices/${gas.id}/curve_csv/`, laura)).json()).toEqual({
      message: 'curve_not_available',
    });
    expect((await get(`/api/v2/invoices/${gas.id}/docx/`, laura)).statusCode).toBe(400);
    expect((await get('/api/v2/invoices/999999/pdf/', laura)).statusCode).toBe(404);
  });

  it('downloads multipoint invoices as PDF and CSV', async () => {
    const item = (
      await get('/api/v2/invoices_multipoint/?limit=1', company)
    ).json<MultipointInvoiceListResponse>().items[0];
    const pdf = await get(`/api/v2/invoices_multipoint/${item?.id}/signed_pdf/`, company);
    pdfIsValid(pdf.rawPayload);
    expect(pdf.headers['content-disposition']).toContain('firmada.pdf');
    const csv = await get(`/api/v2/invoices_multipoint/${item?.id}/curve_csv/`, company);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + (item?.invoices.length ?? 0));
    expect((await get(`/api/v2/invoices_multipoint/${item?.id}/pdf/`, laura)).statusCode).toBe(404);
  });
});
