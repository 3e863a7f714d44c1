import type {
  AccessTariff,
  CupsAvailabilityResponse,
  CupsConfigResponse,
  ContractingConfig,
  Coupon,
  PricelistProduct,
  Retailer,
} from '@portal/shared/api-types';
import { bearer, expiredToken, tokenFor, setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';
import { cupsOf } from './catalog';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const { t } = setUpFileApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('contracting lookups', () => {
  it('lists electricity access tariffs by maximum power', async () => {
    const small = (await get('/api/v1/tariff?power=4.6')).json<AccessTariff[]>();
    expect(small).toEqual([{ id: 1, name: '2.0TD' }]);
    const large = (await get('/api/v1/tariff?power=20&old=0')).json<AccessTariff[]>();
    expect(large.map((x) => x.name)).toEqual(['3.0TD', 'VE']);
    expect((await get('/api/v1/tariff?power=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/tariff?unknown=1')).statusCode).toBe(400);
  });

  it('lists gas access tariffs on v2 only', async () => {
    expect((await get('/api/v2/gas/tariff')).json<AccessTariff[]>().map((x) => x.name)).toEqual([
      'RL.1',
      'RL.2',
      'RL.3',
      'RL.4',
    ]);
    expect((await get('/api/v1/gas/tariff')).statusCode).toBe(404);
  });

  it('lists products of an access tariff in the requested language, promo products only with their code', async () => {
    const res = await get('/api/v1/pricelist?atr=1&power=4.6&lang=en-US');
    const products = res.json<PricelistProduct[]>();
    expect(products.map((p) => p.id)).toEqual([101, 102, 103]);
    expect(products[0]).toEqual({
      id: 101,
      name: 'Tarifa Fija',
      ov_description: 'The same energy price at every hour.',
      ov_link: expect.stringMatching(/^https:\/\//),
      power_prices: { P1: 0.0863, P2: 0.0108 },
      energy_prices: { P1: 0.149, P2: 0.149, P3: 0.149 },
    });
    const promo = (await get('/api/v1/pricelist?atr=1&promocode=bienvenida')).json<PricelistProduct[]>();
    expect(promo.map((p) => p.id)).toContain(105);
    const selfcons = (await get('/api/v1/pricelist?atr=1&selfcons=true')).json<PricelistProduct[]>();
    expect(selfcons.map((p) => p.id)).toEqual([102, 103]);
    expect(
      (await get('/api/v2/gas/pricelist?atr=13&lang=de')).json<PricelistProduct[]>()[0]?.ov_description,
    ).toBe('Erdgas für Unternehmen mit hohem Verbrauch.');
  });

  // Issue 41 item 4: "Show each product's description, its prices (energy and power terms, from the API)".
  it('answers each product with its power and energy terms, gas with its fixed and variable terms', async () => {
    const gas = (await get('/api/v2/gas/pricelist?atr=11')).json<PricelistProduct[]>();
    expect(gas[0]).toMatchObject({
      name: 'Gas Hogar',
      power_prices: { F: 0.18 },
      energy_prices: { V: 0.071 },
    });
    const business = (await get('/api/v1/pricelist?atr=2')).json<PricelistProduct[]>();
    expect(Object.keys(business[0]?.energy_prices ?? {})).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
  });

  it('answers 400 for a pricelist without access tariff or with a bad CUPS', async () => {
    expect((await get('/api/v1/pricelist')).json()).toEqual({
      message: 'validation_error',
      errors: { atr: 'The value is not valid' },
    });
    expect((await get('/api/v1/pricelist?atr=1&cups=ES00')).json()).toEqual({
      message: 'validation_error',
      errors: { cups: 'CUPS not valid' },
    });
  });

  it('lists CNAEs with the household one, and retailers per supply', async () => {
    const cnaes = (await get('/api/v1/misc/cnaes/')).json<{ id: number; name: string }[]>();
    expect(cnaes).toContainEqual(expect.objectContaining({ id: 986, name: '9820' }));
    const electricity = (await get('/api/v1/leads/comers?lang=es')).json<Retailer[]>();
    const gas = (await get('/api/v2/gas/leads/comers')).json<Retailer[]>();
    expect(electricity.map((r) => r.name)).toContain('Holaluz');
    expect(gas.map((r) => r.name)).not.toContain('Holaluz');
    expect(gas.map((r) => r.name)).toContain('Gas Natural Comercializadora');
  });

  it('answers the contracting configuration of the brand', async () => {
    const config = (await get('/api/v1/contractacio/config')).json<ContractingConfig>();
    expect(config.defaultCnae).toEqual({ id: 986, name: '9820' });
    expect(typeof config.shouldCheckDNI).toBe('boolean');
  });

  it('validates coupons', async () => {
    expect((await get('/api/v1/leads/validate-coupon/verano2026/')).json()).toMatchObject({
      valid: true,
      coupon: 'VERANO2026',
    });
    expect((await get('/api/v1/leads/validate-coupon/CADUCADO/')).json()).toEqual({
      valid: false,
      coupon: 'CADUCADO',
    });
    expect((await get('/api/v1/leads/validate-coupon/NOPE/')).json()).toEqual({
      valid: false,
      coupon: 'NOPE',
    });
  });
});

describe('user/coupons', () => {
  describeGuards(() => t.app, [{ method: 'GET', url: '/api/v1/user/coupons?lang=es' }]);

  it('lists campaign and personal coupons of the customer, never another customer’s', async () => {
    const mine = (await get('/api/v1/user/coupons?lang=es', bearer(await tokenFor(t.app, '12345678Z')))).json<
      Coupon[]
    >();
    expect(mine).toContainEqual(expect.objectContaining({ code_url: 'BIENVENIDA' }));
    expect(mine).toContainEqual(expect.objectContaining({ title: 'Invita a un amigo' }));
    expect(mine).not.toContainEqual(expect.objectContaining({ code_url: 'CADUCADO' }));
    const other = (await get('/api/v1/user/coupons', bearer(await tokenFor(t.app, '00000000T')))).json<
      Coupon[]
    >();
    expect(other).not.toContainEqual(expect.objectContaining({ title: 'Invita a un amigo' }));
  });
});

describe('coupons in the customer’s language', () => {
  // visitor-features §7: "GET /user/coupons with lang | coupons (fetched by language once a token exists)".
  it('gives each coupon in the language asked for, in Spanish for a language the portal does not speak', async () => {
    const auth = bearer(await tokenFor(t.app, '12345678Z'));
    const inLang = async (lang: string) =>
      (await get(`/api/v1/user/coupons?lang=${lang}`, auth)).json<Coupon[]>();
    expect(await inLang('en-US')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code_url: 'BIENVENIDA',
          campaign: expect.objectContaining({
            name: 'Welcome',
            description: 'A welcome price for the first year',
          }),
        }),
        {
          title: 'Invite a friend',
          description: 'A free month for you and for the friend you invite (AMIGO-LAURA)',
        },
      ]),
    );
    expect(await inLang('de-DE')).toContainEqual(expect.objectContaining({ title: 'Freunde einladen' }));
    expect(await inLang('ca-ES')).toContainEqual(
      expect.objectContaining({ campaign: expect.objectContaining({ name: 'Estiu 2026' }) }),
    );
    expect(await inLang('it-IT')).toContainEqual(expect.objectContaining({ title: 'Invita a un amigo' }));
  });

  it('describes a valid coupon in the language of the request', async () => {
    const res = await get('/api/v1/leads/validate-coupon/VERANO2026/', { 'accept-language': 'fr-FR' });
    expect(res.json()).toMatchObject({
      valid: true,
      description: "10 % de remise sur l'énergie pendant l'été",
    });
  });
});

describe('CUPS lookups', () => {
  it('answers the SIPS configuration of a known CUPS', async () => {
    const res = await get(`/api/v1/contractacio/config/cups/${cupsOf('0021000000000003')}?old=0`);
    expect(res.json<CupsConfigResponse>()).toMatchObject({
      power: 20,
      power6: 30,
      access_tariff: { id: 2, name: '3.0TD' },
    });
    const gas = await get(`/api/v2/gas/contractacio/config/cups/${cupsOf('0230000000000002')}`);
    expect(gas.json<CupsConfigResponse>().access_tariff).toEqual({ id: 13, name: 'RL.3' });
    expect((await get(`/api/v1/contractacio/config/cups/${cupsOf('0021000000009999')}`)).statusCode).toBe(
      404,
    );
  });

  it('answers availability: available, not available with a reason, unknown without SIPS data', async () => {
    const ok = (
      await get(`/api/v1/contractacio/cups/${cupsOf('0021000000000002')}/availability`)
    ).json<CupsAvailabilityResponse>();
    expect(ok).toMatchObject({
      cupsAvailable: true,
      sipsDataAvailable: true,
      selfcons: true,
      selfconsCode: '41',
      address: { zipcode: '28013' },
    });
    const taken = (
      await get(`/api/v1/contractacio/cups/${cupsOf('0021000000000004')}/availability`)
    ).json<CupsAvailabilityResponse>();
    expect(taken).toMatchObject({ cupsAvailable: false, reason: 'already_supplied' });
    const unknown = (
      await get(`/api/v1/contractacio/cups/${cupsOf('0021000000009999')}/availability`)
    ).json<CupsAvailabilityResponse>();
    expect(unknown).toMatchObject({ cupsAvailable: true, sipsDataAvailable: false });
    const gas = (
      await get(`/api/v2/gas/contractacio/cups/${cupsOf('0230000000000003')}/availability`)
    ).json<CupsAvailabilityResponse>();
    expect(gas.cupsAvailable).toBe(false);
  });

  it('normalises the CUPS (spaces, letter O) and refuses a malformed one', async () => {
    const spaced = cupsOf('0021000000000001').replace(/0/g, 'O');
    expect(
      (await get(`/api/v1/contractacio/cups/${spaced}/availability`)).json<CupsAvailabilityResponse>().cups,
    ).toBe(cupsOf('0021000000000001'));
    const bad = await get('/api/v1/contractacio/cups/ES0021000000000001XX/availability');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'validation_error', errors: { cups: 'CUPS not valid' } });
    // A blank path segment is no CUPS either (formats leave blank values to `filled`).
    const blank = await get('/api/v1/contractacio/cups/%20%20/availability');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'validation_error',
      errors: { cups: 'The field cannot be empty' },
    });
  });

  it('reads lookups whatever the token, but refuses a lead sent with an expired token (401)', async () => {
    const res = await get('/api/v1/contractacio/config', bearer(await expiredToken(t.app, '12345678Z')));
    expect(res.statusCode).toBe(200);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: bearer(await expiredToken(t.app, '12345678Z')),
      // A body the step's schema accepts: the token is what is refused.
      payload: { step: 1, cups: 'ES0021000000000001RK', activeContract: false },
    });
    expect(lead.json()).toEqual({ message: 'token_expired' });
  });
});
