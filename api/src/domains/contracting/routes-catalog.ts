// Lookups of the contracting wizard (visitor-features §7): access tariffs, products, CNAEs, retailers, coupons, the
// contracting configuration and the CUPS lookups.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AccessTariff,
  Cnae,
  ContractingConfig,
  Coupon,
  PricelistProduct,
  Retailer,
  ValidateCouponResponse,
} from '@portal/shared/api-types';
import { requireUser, currentUser } from '../../core/auth';
import { apiPath } from '../../core/domain';
import { contractingConfig } from './config';
import { cupsRoutes } from './routes-cups';
import { OTHER_RETAILER_ID, OTHER_RETAILER_NAMES } from './catalog';
import { type Lang, langOf, optionalNumber, positiveInt } from './request-context';
import { ref, listOf } from '../../contract';

type Kind = 'electricity' | 'gas';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const tariffsOf = db.prepare<[Kind], AccessTariff & { min_power: number; max_power: number | null }>(
    'SELECT id, name, min_power, max_power FROM access_tariffs WHERE kind = ? ORDER BY id',
  );
  const productsOf = db.prepare<
    [string, Kind, number],
    Omit<PricelistProduct, 'power_prices' | 'energy_prices'> & {
      selfcons: number;
      promo_code: string | null;
      power_prices: string;
      energy_prices: string;
    }
  >(
    `SELECT p.id, p.name, COALESCE(t.description, '') AS ov_description, p.ov_link, p.selfcons, p.promo_code,
       p.power_prices, p.energy_prices
     FROM products p JOIN product_tariffs pt ON pt.product_id = p.id
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.lang = ?
     WHERE p.kind = ? AND pt.tariff_id = ? ORDER BY p.id`,
  );
  const cnaes = db.prepare<[], Cnae>('SELECT id, name, descripcio FROM cnaes ORDER BY name');
  const retailersOf = db.prepare<[Kind], Retailer>(
    "SELECT id, name FROM retailers WHERE kind IN (?, 'both') ORDER BY name COLLATE NOCASE",
  );
  const couponByCode = db.prepare<[Lang, string], { code: string; description: string; valid_until: string }>(
    `SELECT c.code, COALESCE(t.description, c.description) AS description, c.valid_until
     FROM coupons c LEFT JOIN coupon_texts t ON t.coupon_id = c.id AND t.lang = ? WHERE c.code = ?`,
  );
  const couponsOf = db.prepare<
    [Lang, number, string],
    { code: string; title: string; description: string; campaign_url: string | null }
  >(
    `SELECT c.code, COALESCE(t.title, c.title) AS title, COALESCE(t.description, c.description) AS description,
       c.campaign_url
     FROM coupons c LEFT JOIN coupon_texts t ON t.coupon_id = c.id AND t.lang = ?
     WHERE (c.user_id IS NULL OR c.user_id = ?) AND c.valid_until >= ? ORDER BY c.id`,
  );

  const today = (): string => new Date().toISOString().slice(0, 10);

  app.get(
    apiPath(1, 'tariff'),
    {
      schema: { querystring: ref('TariffQuery'), response: { 200: listOf('AccessTariff') } },
    },
    async (request) => {
      const power = optionalNumber((request.query as Record<string, string>).power, 'power');
      return tariffsOf
        .all('electricity')
        .filter(
          (t) =>
            power === undefined ||
            ((power > t.min_power || t.min_power === 0) && (t.max_power === null || power <= t.max_power)),
        )
        .map(({ id, name }) => ({ id, name }));
    },
  );
  app.get(
    apiPath(2, 'gas/tariff'),
    { schema: { querystring: ref('LangQuery'), response: { 200: listOf('AccessTariff') } } },
    async () => tariffsOf.all('gas').map(({ id, name }) => ({ id, name })),
  );

  const pricelist =
    (kind: Kind) =>
    async (request: FastifyRequest): Promise<PricelistProduct[]> => {
      const query = request.query as Record<string, string | undefined>;
      const atr = positiveInt(query.atr, 'atr');
      optionalNumber(query.power, 'power');
      const selfcons = query.selfcons === 'true' || query.selfcons === '1';
      const promo = query.promocode?.trim().toUpperCase();
      return (
        productsOf
          .all(langOf(request), kind, atr)
          .filter((p) => (!selfcons || p.selfcons === 1) && (p.promo_code === null || p.promo_code === promo))
          // The prices go with each product (issue 41 item 4: the wizard shows them before "Confirmar").
          .map(({ id, name, ov_description, ov_link, power_prices, energy_prices }) => ({
            id,
            name,
            ov_description,
            ov_link,
            power_prices: JSON.parse(power_prices) as Record<string, number>,
            energy_prices: JSON.parse(energy_prices) as Record<string, number>,
          }))
      );
    };
  app.get(
    apiPath(1, 'pricelist'),
    {
      schema: {
        querystring: ref('PricelistQuery'),
        response: { 200: listOf('PricelistProduct') },
      },
    },
    pricelist('electricity'),
  );
  app.get(
    apiPath(2, 'gas/pricelist'),
    {
      schema: {
        querystring: ref('GasPricelistQuery'),
        response: { 200: listOf('PricelistProduct') },
      },
    },
    pricelist('gas'),
  );

  app.get(
    apiPath(1, 'misc/cnaes'),
    { schema: { querystring: ref('LangQuery'), response: { 200: listOf('Cnae') } } },
    async () => cnaes.all(),
  );
  // The retailers' names are companies' own, but "another retailer" is in the request's language.
  const retailers = (kind: Kind) => async (request: FastifyRequest) =>
    retailersOf
      .all(kind)
      .map((r) => (r.id === OTHER_RETAILER_ID ? { ...r, name: OTHER_RETAILER_NAMES[langOf(request)] } : r));
  app.get(
    apiPath(1, 'leads/comers'),
    { schema: { querystring: ref('LangQuery'), response: { 200: listOf('Retailer') } } },
    retailers('electricity'),
  );
  app.get(
    apiPath(2, 'gas/leads/comers'),
    { schema: { querystring: ref('LangQuery'), response: { 200: listOf('Retailer') } } },
    retailers('gas'),
  );

  const couponParams = { params: ref('CouponParams') };
  app.get(
    apiPath(1, 'leads/validate-coupon/:coupon'),
    { schema: { ...couponParams, response: { 200: ref('ValidateCouponResponse') } } },
    async (request): Promise<ValidateCouponResponse> => {
      const { coupon } = request.params as { coupon: string };
      const found = couponByCode.get(langOf(request), coupon.trim());
      const valid = found !== undefined && found.valid_until >= today();
      return valid ? { valid, coupon: found.code, description: found.description } : { valid: false, coupon };
    },
  );
  app.get(
    apiPath(1, 'user/coupons'),
    {
      preValidation: requireUser,
      schema: { response: { 200: listOf('Coupon') }, querystring: ref('LangQuery') },
    },
    async (request): Promise<Coupon[]> =>
      couponsOf.all(langOf(request), currentUser(request).id, today()).map((c) =>
        c.campaign_url
          ? {
              code_url: c.code,
              campaign: { name: c.title, description: c.description, url: c.campaign_url },
            }
          : { title: c.title, description: `${c.description} (${c.code})` },
      ),
  );

  app.get(
    apiPath(1, 'contractacio/config'),
    { schema: { response: { 200: ref('ContractingConfig') } } },
    async (request): Promise<ContractingConfig> => contractingConfig(request.headers['x-brand'], app.config),
  );
  await app.register(cupsRoutes);
};
