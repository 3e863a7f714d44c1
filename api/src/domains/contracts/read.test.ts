import type {
  AddressListResponse,
  BankAccountListResponse,
  ContractDetailResponse,
  ContractListResponse,
} from '@portal/shared/api-types';
import type { LightMyRequestResponse } from 'fastify';
import { isValidCups } from '@portal/shared/validation';
import { bearer, tokenFor, setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { pdfText } from '../../testing/pdf-text';

const {
  t,
  get,
  headers: { laura, company, empty },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674', empty: '00000000T' });

/** The text drawn in a simplePdf page (Latin-1, with its string escapes undone). */

describe('GET contracts (list)', () => {
  it('answers the household electricity contracts: active, draft without sign date, cancelled', async () => {
    const res = await get('/api/v2/contracts?offset=0&limit=10', laura);
    expect(res.statusCode).toBe(200);
    const body = res.json<ContractListResponse>();
    expect(body).toMatchObject({ total_items: 3, n_items: 3, limit: 10, offset: 0 });
    expect(body.items.map((c) => [c.name, c.state, c.sign_date])).toEqual([
      ['0010001', 'activa', '2022-03-01'],
      ['0010002', 'esborrany', null],
      ['0010003', 'baixa', '2018-06-15'],
    ]);
    const active = body.items[0];
    expect(active?.tariff.name).toBe('3.0TD');
    expect(active?.contracted_power_period.map((p) => p.period)).toEqual([
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
    ]);
    expect(isValidCups(active?.cups.name)).toBe(true);
    expect(active?.notification_address?.full_address).toContain('Barcelona');
    expect(active?.bateria_virtual.map((entry) => entry.bateria.name)).toEqual([
      'Batería Casa',
      'Batería Girona',
    ]);
  });

  it('answers the gas contract with type=gas and both with type=all', async () => {
    const gas = (
      await get('/api/v2/contracts?type=gas&offset=0&limit=100', laura)
    ).json<ContractListResponse>();
    expect(gas.items.map((c) => c.name)).toEqual(['0020001']);
    const all = (await get('/api/v1/contracts?type=all', laura)).json<ContractListResponse>();
    expect(all.total_items).toBe(4);
  });

  it('pages and searches the company supply points (150 electricity, 10 gas)', async () => {
    const first = (await get('/api/v2/contracts?offset=0&limit=20', company)).json<ContractListResponse>();
    expect(first).toMatchObject({ total_items: 150, n_items: 20 });
    const last = (await get('/api/v2/contracts?offset=140&limit=20', company)).json<ContractListResponse>();
    expect(last.n_items).toBe(10);
    const full = (await get('/api/v2/contracts?offset=0&limit=99999', company)).json<ContractListResponse>();
    expect(full.n_items).toBe(150);
    const byName = (await get('/api/v2/contracts?filter=0030042', company)).json<ContractListResponse>();
    expect(byName.items.map((c) => c.name)).toEqual(['0030042']);
    const byCity = (
      await get(`/api/v2/contracts?filter=${encodeURIComponent('Bilbao')}&limit=200`, company)
    ).json<ContractListResponse>();
    expect(byCity.items.every((c) => c.cups.city === 'Bilbao')).toBe(true);
    // Accents or none, any case: what a customer types finds 'Gran Vía'.
    const accented = (
      await get(`/api/v2/contracts?filter=${encodeURIComponent('Gran Vía')}&limit=200`, company)
    ).json<ContractListResponse>();
    expect(accented.total_items).toBeGreaterThan(0);
    for (const typed of ['gran via', 'GRAN VIA', 'Grán Via'])
      expect(
        (
          await get(`/api/v2/contracts?filter=${encodeURIComponent(typed)}&limit=200`, company)
        ).json<ContractListResponse>().total_items,
      ).toBe(accented.total_items);
    const wildcard = (await get('/api/v2/contracts?filter=%25', company)).json<ContractListResponse>();
    expect(wildcard.total_items).toBe(0);
    expect((await get('/api/v2/contracts?type=gas', company)).json<ContractListResponse>().total_items).toBe(
      10,
    );
  });

  it('filters by state: signature_pending counts the drafts without a sign date with a small limit', async () => {
    // customer-area §4: "esborrany shows … signature pending when there is no sign_date"; the home's card asks for
    // that count only (issue 44 item 4), not for every contract.
    const pending = (
      await get('/api/v2/contracts?type=all&state=signature_pending&offset=0&limit=1', laura)
    ).json<ContractListResponse>();
    expect(pending).toMatchObject({ total_items: 1, n_items: 1, limit: 1 });
    expect(pending.items.map((c) => [c.name, c.state, c.sign_date])).toEqual([
      ['0010002', 'esborrany', null],
    ]);
    const active = (await get('/api/v2/contracts?type=all&state=activa', laura)).json<ContractListResponse>();
    expect(active.items.every((c) => c.state === 'activa')).toBe(true);
    expect(active.total_items).toBeGreaterThan(0);
    const searched = (
      await get('/api/v2/contracts?state=signature_pending&filter=0010001', laura)
    ).json<ContractListResponse>();
    expect(searched.total_items).toBe(0);
    expect(
      (
        await get('/api/v2/contracts?state=signature_pending&filter=0010002', laura)
      ).json<ContractListResponse>().total_items,
    ).toBe(1);
    expect((await get('/api/v2/contracts?state=pending', laura)).statusCode).toBe(400);
  });

  it('answers an empty list for the customer without contracts', async () => {
    expect((await get('/api/v2/contracts', empty)).json<ContractListResponse>()).toEqual({
      items: [],
      total_items: 0,
      limit: 100,
      offset: 0,
      n_items: 0,
    });
  });

  it('answers 400 for bad paging, an unknown type or unknown query parameters', async () => {
    expect((await get('/api/v2/contracts?offset=-1', laura)).statusCode).toBe(400);
    expect((await get('/api/v2/contracts?limit=abc', laura)).json().errors).toEqual({
      limit: 'The value is not valid',
    });
    expect((await get('/api/v2/contracts?type=water', laura)).statusCode).toBe(400);
    expect((await get('/api/v2/contracts?foo=1', laura)).statusCode).toBe(400);
  });
});

describe('GET contracts/{name} (detail)', () => {
  it('answers the detail fields of the active contract', async () => {
    const res = await get('/api/v2/contracts/0010001', laura);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ContractDetailResponse>();
    expect(data).toMatchObject({
      owner_partner: { name: 'Laura García Martín' },
      fiscal_partner: { vat: '12345678Z' },
      bank_account: { printable_iban: 'ES91 2100 0418 4502 0005 1332' },
      invoice_online: 'email',
      atr_available: true,
      no_cession_sips: { state: 'unactive', waiting_for_signature: false },
      dso: { name: 'e-distribución Redes Digitales' },
      pressio: null,
    });
    expect(data.services.map((s) => s.name)).toContain('Mantenimiento Hogar');
    expect(data.bonos_sociales).toHaveLength(1);
    expect(new Set(data.attachments.map((a) => a.category_name))).toEqual(
      new Set(['Contrato', 'Documentación técnica', 'Identificación', 'Comunicaciones']),
    );
    // customer-area §2: attachments sorted by creation date descending.
    const dates = data.attachments.map((a) => a.created_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('names the document groups in the request’s language; Spanish and an unknown group as stored (issue 41)', async () => {
    const groups = async (language?: string) =>
      (await get('/api/v2/contracts/0010001', language ? { ...laura, 'accept-language': language } : laura))
        .json<ContractDetailResponse>()
        .data.attachments.map((a) => a.category_name);
    const spanish = await groups('es-ES');
    expect(spanish).toEqual([
      'Comunicaciones',
      'Comunicaciones',
      'Contrato',
      'Contrato',
      'Documentación técnica',
      'Identificación',
    ]);
    expect(await groups()).toEqual(spanish);
    expect(await groups('en-US')).toEqual([
      'Communications',
      'Communications',
      'Contract',
      'Contract',
      'Technical documents',
      'Identity documents',
    ]);
    expect(await groups('de-DE')).toEqual([
      'Mitteilungen',
      'Mitteilungen',
      'Vertrag',
      'Vertrag',
      'Technische Unterlagen',
      'Ausweisdokumente',
    ]);
    expect(await groups('gl')).toContain('Comunicacións');
    // The Spanish answer is the detail as before: the documents as stored.
    const stored = t.app.db
      .prepare(
        `SELECT ca.category_name FROM contract_attachments ca JOIN contracts c ON c.id = ca.contract_id
         WHERE c.name = '0010001' ORDER BY ca.created_date DESC, ca.id DESC`,
      )
      .pluck()
      .all();
    expect(spanish).toEqual(stored);
    // A group the table does not know is answered as stored.
    const db = t.app.db;
    const added = db
      .prepare(
        `INSERT INTO contract_attachments (contract_id, file_id, name, category_name, created_date)
         SELECT contract_id, file_id, 'Factura antigua', 'Facturas antiguas', '2025-01-01T00:00:00.000Z'
         FROM contract_attachments WHERE contract_id = (SELECT id FROM contracts WHERE name = '0010001') LIMIT 1`,
      )
      .run().lastInsertRowid;
    try {
      expect(await groups('en-US')).toEqual([
        'Facturas antiguas',
        'Communications',
        'Communications',
        'Contract',
        'Contract',
        'Technical documents',
        'Identity documents',
      ]);
    } finally {
      db.prepare('DELETE FROM contract_attachments WHERE id = ?').run(added);
    }
  });

  it('names the services and social bonuses in the request’s language; Spanish and an unknown one as stored', async () => {
    const named = async (name: string, language: string) => {
      const { data } = (
        await get(`/api/v2/contracts/${name}`, { ...laura, 'accept-language': language })
      ).json<ContractDetailResponse>();
      return [data.services.map((s) => s.name), data.bonos_sociales.map((b) => b.name)];
    };
    expect(await named('0010001', 'es-ES')).toEqual([
      ['Mantenimiento Hogar', 'Asistencia eléctrica 24 h'],
      ['Bono social vulnerable (42,5 %)'],
    ]);
    expect(await named('0010001', 'en-US')).toEqual([
      ['Home maintenance', '24-hour electrical assistance'],
      ['Social bonus, vulnerable consumer (42.5%)'],
    ]);
    expect(await named('0010001', 'ca-ES')).toEqual([
      ['Manteniment Llar', 'Assistència elèctrica 24 h'],
      ['Bo social vulnerable (42,5 %)'],
    ]);
    expect((await named('0020001', 'de-DE'))[0]).toEqual(['Prüfung der Gasanlage']);
    // A service the table does not know (added in the database) is answered as stored.
    const db = t.app.db;
    const added = db
      .prepare(
        `INSERT INTO contract_services (contract_id, kind, name, start_date, end_date)
         SELECT id, 'service', 'Seguro de impagos', '2026-01-01', NULL FROM contracts WHERE name = '0010001'`,
      )
      .run().lastInsertRowid;
    try {
      expect((await named('0010001', 'en-US'))[0]).toEqual([
        'Home maintenance',
        '24-hour electrical assistance',
        'Seguro de impagos',
      ]);
    } finally {
      db.prepare('DELETE FROM contract_services WHERE id = ?').run(added);
    }
  });

  it('answers the gas detail with pressure, flow and a boolean invoice_online, also by id', async () => {
    const byName = (await get('/api/v2/contracts/0020001', laura)).json<ContractDetailResponse>().data;
    expect(byName).toMatchObject({ kind: 'gas', pressio: 0.05, caudal: 6, invoice_online: true });
    const byId = (await get(`/api/v2/contracts/${byName.id}`, laura)).json<ContractDetailResponse>().data;
    expect(byId.name).toBe('0020001');
  });

  it("never shows another customer's contract (404)", async () => {
    expect((await get('/api/v2/contracts/0030001', laura)).statusCode).toBe(404);
    expect((await get('/api/v2/contracts/0010001', company)).statusCode).toBe(404);
    expect((await get('/api/v2/contracts/0010001/pdf/', empty)).statusCode).toBe(404);
  });
});

describe('impersonation', () => {
  it('lets a read-only token read lists, detail and files', async () => {
    const readonly = bearer(await tokenFor(t.app, '12345678Z', { readonly: true }));
    for (const url of [
      '/api/v2/contracts',
      '/api/v2/contracts/0010001',
      '/api/v2/contracts/0010001/pdf/',
      '/api/v2/contracts/0010001/report/',
      '/api/v2/addresses/',
    ]) {
      expect((await get(url, readonly)).statusCode).toBe(200);
    }
  });
});

describe('files', () => {
  /** A PDF download named `filename` in its content-disposition. */
  const expectPdf = (res: LightMyRequestResponse, filename: string) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${filename}"`);
    expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  };

  it('downloads the contract PDF with a content-disposition file name', async () => {
    expectPdf(await get('/api/v2/contracts/0010001/pdf/', laura), 'contrato-0010001.pdf');
  });

  it('downloads the contract report: a PDF of the contract data with a content-disposition file name', async () => {
    const res = await get('/api/v2/contracts/0010001/report/', laura);
    expectPdf(res, 'informe-contrato-0010001.pdf');
    const { data } = (await get('/api/v2/contracts/0010001', laura)).json<ContractDetailResponse>();
    const text = pdfText(res.rawPayload);
    for (const line of [
      'Informe del contrato 0010001',
      'Estado: Activo',
      'Titular: Laura García Martín, 12345678Z',
      `CUPS: ${data.cups.name}`,
      `Dirección de suministro: ${data.cups.full_address}`,
      'Tarifa: 3.0TD',
      'Potencias contratadas: P1 15.1 kW, P2 15.1 kW, P3 15.1 kW, P4 15.1 kW, P5 15.1 kW, P6 20 kW',
      'Fecha de inicio: 2022-03-01',
      'Fecha de firma: 2022-03-01',
      'Envío de la factura: Factura electrónica por correo electrónico',
      '- Mantenimiento Hogar: desde 2022-03-01',
      '- Asistencia eléctrica 24 h: desde 2022-03-01 hasta 2024-03-01',
      '- Bono social vulnerable (42,5 %): desde 2023-01-01 hasta 2025-12-31',
    ]) {
      expect(text).toContain(line);
    }
    // The v1 path answers too, as for the contract PDF.
    expect((await get('/api/v1/contracts/0010001/report/', laura)).statusCode).toBe(200);
  });

  it('reports a gas contract with its pressure and flow, and a draft as pending signature', async () => {
    const gas = pdfText((await get('/api/v2/contracts/0020001/report/', laura)).rawPayload);
    expect(gas).toContain('Suministro: gas');
    expect(gas).toContain('Presión: 0.05 bar');
    expect(gas).toContain('Caudal: 6 m³/h');
    expect(gas).not.toContain('Potencias contratadas');
    const draft = pdfText((await get('/api/v2/contracts/0010002/report/', laura)).rawPayload);
    expect(draft).toContain('Estado: Pendiente de firma');
    expect(draft).toContain('Envío de la factura: Factura en papel por correo postal');
    expect(draft).toContain('Servicios:');
    expect(draft).toContain('- ninguno');
  });

  it("answers 404 for another customer's contract or an unknown one, and 401 without a token", async () => {
    expect((await get('/api/v2/contracts/0010001/report/', company)).statusCode).toBe(404);
    expect((await get('/api/v2/contracts/0030001/report/', laura)).statusCode).toBe(404);
    const unknown = await get('/api/v2/contracts/9999999/report/', laura);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'not_found' });
    const anonymous = await get('/api/v2/contracts/0010001/report/', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'token_missing' });
  });

  it("downloads an attachment of the customer's contract, and 404 for another's", async () => {
    const { data } = (await get('/api/v2/contracts/0010001', laura)).json<ContractDetailResponse>();
    const png = data.attachments.find((a) => a.filename === 'dni-anverso.png');
    const res = await get(`/api/v2/contract/download_attachment/${png?.id}`, laura);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain('dni-anverso.png');
    expect((await get(`/api/v2/contract/download_attachment/${png?.id}`, company)).statusCode).toBe(404);
    // Not an id at all: a 400 from the declared params schema.
    expect((await get('/api/v2/contract/download_attachment/..%2F..%2Fetc%2Fpasswd', laura)).statusCode).toBe(
      400,
    );
  });
});

describe('addresses and bank accounts', () => {
  it("lists the customer's addresses and IBANs", async () => {
    const addresses = (await get('/api/v2/contracts/0010001/addresses/', laura)).json<AddressListResponse>();
    expect(addresses.data.length).toBeGreaterThanOrEqual(5);
    expect(addresses.data[0]).toMatchObject({
      zipcode: '08008',
      city: { city: 'Barcelona', ine: '08019' },
      state: { id: 8, name: 'Barcelona' },
      tv: { id: 'CL', name: 'Calle' },
    });
    expect((await get('/api/v1/addresses/', laura)).json<AddressListResponse>().data).toHaveLength(
      addresses.data.length,
    );
    const ibans = (await get('/api/v2/contracts/ibans/', laura)).json<BankAccountListResponse>();
    expect(ibans.data.map((b) => b.printable_iban)).toContain('ES91 2100 0418 4502 0005 1332');
    expect((await get('/api/v1/ibans/', empty)).json<BankAccountListResponse>()).toEqual({ data: [] });
  });
});

describeGuards(
  () => t.app,
  [
    { method: 'GET', url: '/api/v2/contracts?offset=0&limit=10' },
    { method: 'GET', url: '/api/v2/contracts/0010001' },
    { method: 'GET', url: '/api/v2/contracts/0010001/pdf/' },
    { method: 'GET', url: '/api/v2/contracts/0010001/report/' },
    { method: 'GET', url: '/api/v2/contracts/0010001/addresses/' },
    { method: 'GET', url: '/api/v2/addresses/' },
    { method: 'GET', url: '/api/v2/contracts/ibans/' },
    { method: 'GET', url: '/api/v2/contract/download_attachment/1' },
  ],
);
