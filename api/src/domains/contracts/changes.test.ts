import type {
  AtcResponse,
  AtcTypeListResponse,
  ContractDetailResponse,
  ContractListResponse,
  NotificationChangeResponse,
  NotificationFieldResponse,
  SignedRequestResponse,
} from '@portal/shared/api-types';
import type { InjectOptions } from 'fastify';
import { type TestApp, bearer, testApp, tokenFor } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { TINY_PNG } from '../../core/pdf';
import { ATC_NAMES } from './atc-names';
import { ATC_TYPES } from './routes-atc';

let t: TestApp;
let laura: Record<string, string>;
let company: Record<string, string>;
// Each change test gets a fresh database; the guard checks share one (they change nothing).
const fresh = () => {
  beforeEach(async () => {
    t = await testApp();
    laura = bearer(await tokenFor(t.app, '12345678Z'));
    company = bearer(await tokenFor(t.app, 'B12345674'));
  });
  afterEach(async () => t.close());
};

const send = (
  method: InjectOptions['method'],
  url: string,
  payload: object | undefined,
  headers: Record<string, string>,
) => t.app.inject({ method, url, payload, headers });
/** A multipart/form-data POST of text fields only. */
const postMultipart = (url: string, fields: Record<string, string>, headers: Record<string, string>) => {
  const boundary = '----portal';
  return t.app.inject({
    method: 'POST',
    url,
    payload: [
      ...Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
      ),
      `--${boundary}--\r\n`,
    ].join('\r\n'),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};
const detail = async (name: string) =>
  (await send('GET', `/api/v2/contracts/${name}`, undefined, laura)).json<ContractDetailResponse>().data;

const POWER = {
  phone: '+34612345678',
  power_p1: 15100,
  power_p2: 15100,
  power_p3: 15100,
  power_p4: 15100,
  power_p5: 15100,
  power_p6: 25000,
};

describe('POST contracts/{name}/power/', () => {
  fresh();
  it('records the request, asks for a signature and marks ATR unavailable', async () => {
    const res = await send('POST', '/api/v1/contracts/0010001/power/', POWER, laura);
    expect(res.statusCode).toBe(200);
    expect(res.json<SignedRequestResponse>()).toEqual({ result: 'OK', waiting_for_signature: true });
    const after = await detail('0010001');
    expect(after.atr_available).toBe(false);
    expect(after.pending_requests.map((r) => r.kind)).toEqual(['power']);
    expect((await send('POST', '/api/v1/contracts/0010001/power/', POWER, laura)).json()).toEqual({
      message: 'atr_not_available',
    });
  });

  it('answers 406 when no period changes (spec: power_modification_same)', async () => {
    const same = { ...POWER, power_p6: 20000 };
    const res = await send('POST', '/api/v1/contracts/0010001/power/', same, laura);
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual({ message: 'power_modification_same' });
  });

  it('answers 400 per field: phone, zero or missing power, periods the tariff lacks', async () => {
    const res = await send(
      'POST',
      '/api/v1/contracts/0010001/power/',
      { phone: '12', power_p1: 0, power_p2: 'abc' },
      laura,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      phone: 'phone not valid',
      power_p1: 'power_modification_validation',
      power_p2: 'power_modification_validation',
    });
    const list = (
      await send('GET', '/api/v2/contracts?limit=200', undefined, company)
    ).json<ContractListResponse>();
    const small = list.items.find((c) => c.state === 'activa' && c.contracted_power_period.length === 2);
    const company2 = await send(
      'POST',
      `/api/v1/contracts/${small?.name}/power/`,
      { phone: '+34944123456', power_p1: '4,6', power_p3: 5000 },
      company,
    );
    expect(company2.statusCode).toBe(400);
    expect(company2.json().errors).toEqual({ power_p3: 'power_modification_validation' });
  });

  it('refuses a change on a draft or cancelled contract (409) and on another customer contract (404)', async () => {
    expect((await send('POST', '/api/v1/contracts/0010003/power/', POWER, laura)).json()).toEqual({
      message: 'contract_not_active',
    });
    expect((await send('POST', '/api/v1/contracts/0030001/power/', POWER, laura)).statusCode).toBe(404);
  });
});

describe('POST contracts/{name}/iban/', () => {
  fresh();
  it('switches to an account already registered at once', async () => {
    const ibans = (await send('GET', '/api/v2/contracts/ibans/', undefined, laura)).json<{
      data: { id: number }[];
    }>().data;
    const res = await send(
      'POST',
      '/api/v1/contracts/0010001/iban/',
      { already_registered: 'yes', bank_id: ibans[1]?.id },
      laura,
    );
    expect(res.json<SignedRequestResponse>()).toEqual({ result: 'OK', waiting_for_signature: false });
    expect((await detail('0010001')).bank_account?.id).toBe(ibans[1]?.id);
  });

  it('asks for a signature for a new IBAN, with a JSON data-URL file', async () => {
    const payload = {
      already_registered: 'no',
      iban: 'ES79 2100 0813 6101 2345 6789',
      owner_is_bank_owner: true,
      files: [
        {
          name: 'titularidad.pdf',
          content: `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`,
        },
      ],
    };
    const res = await send('POST', '/api/v1/contracts/0010001/iban/', payload, laura);
    expect(res.json<SignedRequestResponse>()).toEqual({ result: 'OK', waiting_for_signature: true });
    expect((await send('POST', '/api/v1/contracts/0010001/iban/', payload, laura)).json()).toEqual({
      message: 'request_in_process',
    });
  });

  it('accepts multipart/form-data with a file and the gas contract id on v2', async () => {
    const gas = await detail('0020001');
    const boundary = '----portal';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="already_registered"\r\n\r\nno`,
      `--${boundary}\r\nContent-Disposition: form-data; name="iban"\r\n\r\nES9121000418450200051332`,
      `--${boundary}\r\nContent-Disposition: form-data; name="owner_is_bank_owner"\r\n\r\ntrue`,
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cert.png"\r\nContent-Type: image/png\r\n\r\n${TINY_PNG.toString('latin1')}`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/contracts/${gas.id}/iban/`,
      // A real PNG: uploads are checked by their content (issue 42 finding 10).
      payload: Buffer.from(body, 'latin1'),
      headers: { ...laura, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the spec messages for a bad IBAN, a missing owner confirmation and a wrong file', async () => {
    const res = await send(
      'POST',
      '/api/v1/contracts/0010001/iban/',
      { already_registered: 'no', iban: 'ES0000000000000000000000' },
      laura,
    );
    // The typed IBAN's declared rule first (JSON and multipart alike), then what the choice needs.
    expect(res.json().errors).toEqual({ iban: 'iban_field_invalid' });
    const multipart = await postMultipart(
      '/api/v1/contracts/0010001/iban/',
      { already_registered: 'no', iban: 'ES0000000000000000000000' },
      laura,
    );
    expect(multipart.json().errors).toEqual({ iban: 'iban_field_invalid' });
    const unconfirmed = await send(
      'POST',
      '/api/v1/contracts/0010001/iban/',
      { already_registered: 'no' },
      laura,
    );
    expect(unconfirmed.json().errors).toEqual({
      iban: 'iban_change_validation',
      owner_is_bank_owner: 'iban_change_validation',
    });
    const exe = {
      already_registered: 'no',
      iban: 'ES9121000418450200051332',
      owner_is_bank_owner: true,
      files: [{ name: 'virus.exe', content: 'data:application/x-msdownload;base64,TVo=' }],
    };
    expect((await send('POST', '/api/v1/contracts/0010001/iban/', exe, laura)).json().errors).toEqual({
      files: 'invalid attachment type',
    });
    const traversal = {
      ...exe,
      files: [{ name: '../../etc/passwd.pdf', content: 'data:application/pdf;base64,JVBERg==' }],
    };
    expect((await send('POST', '/api/v1/contracts/0010001/iban/', traversal, laura)).statusCode).toBe(400);
    expect(
      (
        await send('POST', '/api/v1/contracts/0010001/iban/', { already_registered: 'maybe', hack: 1 }, laura)
      ).json().errors,
    ).toEqual({ hack: 'Unknown field' });
  });

  it('answers 413 with the limit for a file above 15 MB', async () => {
    const t2 = await testApp({ uploadLimitBytes: 1000 });
    const headers = bearer(await tokenFor(t2.app, '12345678Z'));
    const big = {
      already_registered: 'no',
      iban: 'ES9121000418450200051332',
      owner_is_bank_owner: true,
      files: [
        { name: 'big.pdf', content: `data:application/pdf;base64,${Buffer.alloc(2000).toString('base64')}` },
      ],
    };
    const res = await t2.app.inject({
      method: 'POST',
      url: '/api/v1/contracts/0010001/iban/',
      payload: big,
      headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'file_too_large', limit_bytes: 1000 });
    await t2.close();
  });
});

describe('notification address', () => {
  fresh();
  const address = {
    zipcode: '08025',
    city: 'Barcelona',
    municipi: '08019',
    state_id: 8,
    tv: 'CL',
    nv: 'Industria',
    pnp: '10',
    name: 'Laura',
    email: 'laura@example.com',
    mobile: '+34612345678',
  };

  it('creates a new address and makes it the notification address', async () => {
    const res = await send(
      'POST',
      '/api/v2/contracts/0010001/notification/',
      { address_type: 'new', address },
      laura,
    );
    expect(res.statusCode).toBe(200);
    const { result } = res.json<NotificationChangeResponse>();
    expect((await detail('0010001')).notification_address?.id).toBe(result);
  });

  it('answers the address rules per field (spec §5)', async () => {
    const errorsFor = async (input: Record<string, unknown>) =>
      (
        await send(
          'POST',
          '/api/v2/contracts/0010001/notification/',
          { address_type: 'new', address: input },
          laura,
        )
      ).json<{ errors: Record<string, string> }>().errors;
    const bad = {
      ...address,
      zipcode: '0802',
      nv: 'x'.repeat(257),
      email: 'nope',
      tv: 'ZZ',
      ref_catastral: '1234',
    };
    expect(await errorsFor(bad)).toEqual({
      'address.zipcode': 'The postal code must have 5 characters',
      'address.nv': 'The value is too long (256)',
      'address.email': 'validation email not valid',
      'address.tv': 'The value is not valid',
      'address.ref_catastral': 'not valid ref',
    });
    expect(await errorsFor({ ...address, name: ' ', tv: '', mobile: '12' })).toEqual({
      'address.name': 'The field cannot be empty',
      'address.tv': 'The value is not valid',
      'address.mobile': 'phone not valid',
    });
    const nowhere = { ...address, municipi: undefined, state_id: undefined, zipcode: '53001' };
    expect(await errorsFor(nowhere)).toEqual({ 'address.zipcode': 'The postal code must have 5 characters' });
    // Past the schema, the province must exist (the one given, else the municipality's or the postal code's).
    expect(await errorsFor({ ...address, state_id: 99 })).toEqual({
      'address.state_id': 'The value is not valid',
    });
  });

  it("answers error_usuario_otra_vivienda_habitual_activa for another contract's habitual residence", async () => {
    const home = (await detail('0010001')).notification_address?.id;
    const res = await send(
      'POST',
      '/api/v2/contracts/0020001/notification/',
      { address_type: 'existing', address_id: home },
      laura,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error_usuario_otra_vivienda_habitual_activa' });
    const same = { ...address, zipcode: '08008', nv: 'Mallorca', pnp: '245' };
    expect(
      (
        await send(
          'POST',
          '/api/v2/contracts/0020001/notification/',
          { address_type: 'new', address: same },
          laura,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          'POST',
          '/api/v2/contracts/0010001/notification/',
          { address_type: 'existing', address_id: home },
          laura,
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses another customer's address id", async () => {
    const res = await send(
      'POST',
      '/api/v2/contracts/0010001/notification/',
      { address_type: 'existing', address_id: 10 },
      laura,
    );
    expect(res.json().errors).toEqual({ address_id: 'The value is not valid' });
  });

  it('edits the e-mail and phone of the notification address, 400 with errors on bad values', async () => {
    const email = await send(
      'PUT',
      '/api/v2/contracts/0010001/notification/email/',
      { email: 'nuevo@example.com' },
      laura,
    );
    expect(email.json<NotificationFieldResponse>().data.email).toBe('nuevo@example.com');
    const phone = await send(
      'PUT',
      '/api/v2/contracts/0010001/notification/phone/',
      { phone: '+34600111222' },
      laura,
    );
    expect(phone.json<NotificationFieldResponse>().data.mobile).toBe('+34600111222');
    const bad = await send('PUT', '/api/v2/contracts/0010001/notification/phone/', { phone: 'abc' }, laura);
    expect(bad.json().errors).toEqual({ phone: 'phone not valid' });
    // Only email and phone exist: another field is refused by the route's declared params schema.
    const fax = await send('PUT', '/api/v2/contracts/0010001/notification/fax/', { fax: '1' }, laura);
    expect(fax.statusCode).toBe(400);
    expect(fax.json()).toEqual({ message: 'validation_error', errors: { field: 'The value is not valid' } });
  });
});

describe('invoice delivery, SIPS and electronic notification', () => {
  fresh();
  it('switches electricity between email and postal, and gas with a boolean', async () => {
    expect(
      (await send('POST', '/api/v2/contracts/0010001', { invoice_online: 'postal' }, laura)).json(),
    ).toEqual({ invoice_online: 'postal' });
    expect((await detail('0010001')).invoice_online).toBe('postal');
    expect(
      (await send('POST', '/api/v1/contracts/0020001/', { invoice_online: false }, laura)).json(),
    ).toEqual({ invoice_online: false });
    expect(
      (await send('POST', '/api/v2/contracts/0010001', { invoice_online: true }, laura)).statusCode,
    ).toBe(400);
  });

  it('requests the SIPS opt-out once; a second request is a 400 on noCessionSelection', async () => {
    const res = await send(
      'POST',
      '/api/v1/contracts/0010001/no_cession_sips/',
      { noCessionSelection: 'actual' },
      laura,
    );
    expect(res.json<SignedRequestResponse>()).toEqual({ result: 'OK', waiting_for_signature: true });
    expect((await detail('0010001')).no_cession_sips).toEqual({
      state: 'requested',
      waiting_for_signature: true,
    });
    const again = await send(
      'POST',
      '/api/v1/contracts/0010001/no_cession_sips/',
      { noCessionSelection: 'actual' },
      laura,
    );
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(['noCessionSelection']);
    expect(
      (
        await send('POST', '/api/v1/contracts/0020001/no_cession_sips/', { noCessionSelection: 'all' }, laura)
      ).json().errors,
    ).toEqual({ noCessionSelection: 'The value is not valid' });
  });

  it('requests electronic notification on a contract without it', async () => {
    const res = await send('POST', '/api/v1/contracts/0020001/electronic_notification/', undefined, laura);
    expect(res.json<SignedRequestResponse>()).toEqual({ result: 'OK', waiting_for_signature: true });
    expect((await detail('0020001')).date_request_electronic_notification).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await send('POST', '/api/v1/contracts/0010001/electronic_notification/', undefined, laura)).statusCode,
    ).toBe(409);
  });

  it('takes no payload for the electronic notification: an empty object passes, any field is unknown', async () => {
    const url = '/api/v1/contracts/0010001/electronic_notification/';
    const extra = await send('POST', url, { email: 'x@example.com', toString: 1 }, laura);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ email: 'Unknown field', toString: 'Unknown field' });
    const list = await send('POST', url, [], laura);
    expect(list.statusCode).toBe(400);
    // Past the body's schema: the contract already has it (409).
    expect((await send('POST', url, {}, laura)).json()).toEqual({
      message: 'electronic_notification_active',
    });
  });
});

describe('tariff customisations', () => {
  fresh();
  it('reads the chosen and available options and changes to another available one', async () => {
    const current = await send('GET', '/api/v1/contract/0010001/double-tariff/', undefined, laura);
    expect(current.json()).toEqual({ data: { startMonth: 6, startYear: 2026, endMonth: 9, endYear: 2026 } });
    const available = (
      await send('GET', '/api/v1/contract/0010001/available-happy-hours/', undefined, laura)
    ).json<{ data: unknown[] }>();
    expect(available.data).toContainEqual({ startHour: 10, endHour: 13 });
    expect(
      (
        await send('PUT', '/api/v1/contract/0010001/happy-hours/', { startHour: 10, endHour: 13 }, laura)
      ).json(),
    ).toEqual({ data: { startHour: 10, endHour: 13 } });
    expect((await send('GET', '/api/v1/contract/0010001/happy-day/', undefined, laura)).json()).toEqual({
      data: null,
    });
    expect(
      (await send('POST', '/api/v1/contract/0010001/happy-day/', { value: 'friday' }, laura)).json(),
    ).toEqual({ data: { value: 'friday', label: 'Viernes' } });
  });
  // The weekdays were answered in Spanish whatever the page's language ("Lunes" on an English page).
  it('names the happy days in the request’s language', async () => {
    const english = { ...laura, 'accept-language': 'en-US' };
    const days = (
      await send('GET', '/api/v1/contract/0010001/available-happy-days/', undefined, english)
    ).json<{ data: { value: string; label: string }[] }>();
    expect(days.data.map((day) => day.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await send('POST', '/api/v1/contract/0010001/happy-day/', { value: 'friday' }, laura);
    expect(
      (
        await send('GET', '/api/v1/contract/0010001/happy-day/', undefined, {
          ...laura,
          'accept-language': 'ca-ES',
        })
      ).json(),
    ).toEqual({ data: { value: 'friday', label: 'Divendres' } });
    const german = (
      await send('GET', '/api/v1/contract/0010001/available-happy-days/', undefined, {
        ...laura,
        'accept-language': 'de-DE',
      })
    ).json<{ data: { label: string }[] }>();
    expect(german.data[0]?.label).toBe('Montag');
  });
  it('refuses an option that is not available and gas contracts', async () => {
    expect(
      (await send('PUT', '/api/v1/contract/0010001/happy-hours/', { startHour: 1, endHour: 2 }, laura))
        .statusCode,
    ).toBe(400);
    expect((await send('GET', '/api/v1/contract/0020001/double-tariff/', undefined, laura)).statusCode).toBe(
      409,
    );
  });
});

describe('ATC complaints', () => {
  fresh();
  it('lists types and subtypes and files a complaint with its number', async () => {
    const types = (await send('GET', '/api/v1/atc/tipus', undefined, laura)).json<AtcTypeListResponse>();
    expect(types.data[0]).toEqual({ id: 'R1', name: 'Facturación' });
    const subtypes = (
      await send('GET', '/api/v1/atc/tipus/R1/subtipus', undefined, laura)
    ).json<AtcTypeListResponse>();
    expect(subtypes.data.map((s) => s.id)).toContain('R1-02');
    const res = await send(
      'POST',
      '/api/v1/contracts/0020001/atc/',
      { contract: '0020001', tipus: 'R1', subtipus: 'R1-02', comments: 'La lectura no es correcta' },
      laura,
    );
    expect(res.json<AtcResponse>().result).toMatch(/^ATC-\d{6}$/);
  });
  it('names the types and subtypes in the request’s language; Spanish and an unknown one as in the catalogue (issue 41)', async () => {
    const names = async (url: string, language?: string) =>
      (
        await send('GET', url, undefined, language ? { ...laura, 'accept-language': language } : laura)
      ).json<AtcTypeListResponse>().data;
    // Every type and subtype of the catalogue is named, its Spanish being the catalogue's.
    for (const item of ATC_TYPES.flatMap((type) => [type, ...type.subtypes]))
      expect(ATC_NAMES[item.id]?.es).toBe(item.name);
    expect(await names('/api/v1/atc/tipus', 'en-US')).toEqual([
      { id: 'R1', name: 'Billing' },
      { id: 'R2', name: 'Contracting' },
      { id: 'R3', name: 'Supply' },
      { id: 'R4', name: 'Customer service' },
    ]);
    expect((await names('/api/v2/atc/tipus', 'de-DE')).map((type) => type.name)).toEqual([
      'Abrechnung',
      'Vertragsabschluss',
      'Versorgung',
      'Kundenservice',
    ]);
    expect(await names('/api/v1/atc/tipus/R3/subtipus', 'en-GB')).toEqual([
      { id: 'R3-01', name: 'Supply interruptions' },
      { id: 'R3-02', name: 'Quality of supply' },
      { id: 'R3-03', name: 'Damage to appliances' },
    ]);
    expect((await names('/api/v1/atc/tipus/R1/subtipus', 'de')).map((s) => s.name)).toEqual([
      'Einwand gegen den Betrag',
      'Falscher Zählerstand',
      'Unberechtigte Abbuchung',
    ]);
    // Spanish, asked or by default: the catalogue's names, as before.
    const catalogue = ATC_TYPES.map(({ id, name }) => ({ id, name }));
    expect(await names('/api/v1/atc/tipus', 'es-ES')).toEqual(catalogue);
    expect(await names('/api/v1/atc/tipus')).toEqual(catalogue);
    expect(await names('/api/v1/atc/tipus/R1/subtipus', 'es')).toEqual(ATC_TYPES[0]?.subtypes);
    // A subtype the table does not know keeps its catalogue name.
    const customerService = ATC_TYPES.find((type) => type.id === 'R4');
    customerService?.subtypes.push({ id: 'R4-99', name: 'Otra queja' });
    try {
      expect((await names('/api/v1/atc/tipus/R4/subtipus', 'en-US')).map((s) => s.name)).toEqual([
        'Response time',
        'Treatment by staff',
        'Otra queja',
      ]);
    } finally {
      customerService?.subtypes.pop();
    }
  });
  it('answers atc_validation for missing fields and refuses a subtype of another type', async () => {
    expect((await send('POST', '/api/v1/contracts/0020001/atc/', {}, laura)).json().errors).toEqual({
      tipus: 'atc_validation',
      subtipus: 'atc_validation',
      comments: 'atc_validation',
    });
    expect(
      (
        await send(
          'POST',
          '/api/v1/contracts/0020001/atc/',
          { tipus: 'R1', subtipus: 'R3-01', comments: 'x' },
          laura,
        )
      ).json().errors,
    ).toEqual({ subtipus: 'The value is not valid' });
  });

  it('declares the required fields with the spec message, for JSON and multipart alike', async () => {
    // customer-area §5: "ATC form: contract, type, subtype and description required (atc_validation message)".
    const blank = await send(
      'POST',
      '/api/v1/contracts/0020001/atc/',
      { tipus: ' ', subtipus: '', comments: 'x'.repeat(5001) },
      laura,
    );
    expect(blank.json().errors).toEqual({
      tipus: 'atc_validation',
      subtipus: 'atc_validation',
      comments: 'The value is too long (5000)',
    });
    const multipart = await postMultipart(
      '/api/v1/contracts/0020001/atc/',
      { tipus: 'R1', comments: '   ' },
      laura,
    );
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().errors).toEqual({ subtipus: 'atc_validation', comments: 'atc_validation' });
  });
});

describe('guards', () => {
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());
  describeGuards(
    () => t.app,
    [
      { method: 'POST', url: '/api/v1/contracts/0010001/power/', payload: POWER },
      {
        method: 'POST',
        url: '/api/v1/contracts/0010001/iban/',
        payload: { already_registered: 'yes', bank_id: 1 },
      },
      {
        method: 'POST',
        url: '/api/v2/contracts/0010001/notification/',
        payload: { address_type: 'existing', address_id: 1 },
      },
      {
        method: 'PUT',
        url: '/api/v2/contracts/0010001/notification/email/',
        payload: { email: 'a@example.com' },
      },
      { method: 'POST', url: '/api/v2/contracts/0010001', payload: { invoice_online: 'email' } },
      {
        method: 'POST',
        url: '/api/v1/contracts/0010001/no_cession_sips/',
        payload: { noCessionSelection: 'actual' },
      },
      { method: 'POST', url: '/api/v1/contracts/0010001/electronic_notification/' },
      {
        method: 'PUT',
        url: '/api/v1/contract/0010001/happy-hours/',
        payload: { startHour: 10, endHour: 13 },
      },
      { method: 'GET', url: '/api/v1/contract/0010001/available-double-tariffs/' },
      { method: 'GET', url: '/api/v1/atc/tipus' },
      {
        method: 'POST',
        url: '/api/v1/contracts/0010001/atc/',
        payload: { tipus: 'R1', subtipus: 'R1-01', comments: 'x' },
      },
    ],
  );
});
