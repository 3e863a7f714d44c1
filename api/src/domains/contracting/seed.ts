// Seeds the contracting catalogue (catalog.ts) and the coupons; deterministic, no dates from the clock.
import type { Db } from '../../core/db';
import {
  CNAES,
  CUPS_REGISTRY,
  ELECTRICITY_TARIFFS,
  GAS_TARIFFS,
  IDENTITY_CHECKS,
  PRODUCTS,
  RETAILERS,
} from './catalog';
import type { Lang } from './request-context';

type CouponTexts = Record<Lang, { title: string; description: string }>;

/** The coupons; each speaks the customer's language (`user/coupons?lang`), Spanish when asked in no known one. */
const COUPONS: {
  code: string;
  texts: CouponTexts;
  campaign_url: string | null;
  valid_until: string;
  username: string | null;
}[] = [
  {
    code: 'BIENVENIDA',
    texts: {
      es: { title: 'Bienvenida', description: 'Precio de bienvenida el primer año' },
      ca: { title: 'Benvinguda', description: 'Preu de benvinguda el primer any' },
      en: { title: 'Welcome', description: 'A welcome price for the first year' },
      gl: { title: 'Benvida', description: 'Prezo de benvida o primeiro ano' },
      fr: { title: 'Bienvenue', description: 'Prix de bienvenue la première année' },
      de: { title: 'Willkommen', description: 'Willkommenspreis im ersten Jahr' },
    },
    campaign_url: 'https://energia-demo.example.com/bienvenida',
    valid_until: '2099-12-31',
    username: null,
  },
  {
    code: 'VERANO2026',
    texts: {
      es: { title: 'Verano 2026', description: '10 % de descuento en la energía durante el verano' },
      ca: { title: 'Estiu 2026', description: "10 % de descompte en l'energia durant l'estiu" },
      en: { title: 'Summer 2026', description: '10% off energy over the summer' },
      gl: { title: 'Verán 2026', description: '10 % de desconto na enerxía durante o verán' },
      fr: { title: 'Été 2026', description: "10 % de remise sur l'énergie pendant l'été" },
      de: { title: 'Sommer 2026', description: '10 % Rabatt auf die Energie im Sommer' },
    },
    campaign_url: 'https://energia-demo.example.com/verano',
    valid_until: '2099-09-30',
    username: null,
  },
  {
    code: 'AMIGO-LAURA',
    texts: {
      es: { title: 'Invita a un amigo', description: 'Un mes gratis para ti y para quien invites' },
      ca: { title: 'Convida un amic', description: 'Un mes gratis per a tu i per a qui convidis' },
      en: { title: 'Invite a friend', description: 'A free month for you and for the friend you invite' },
      gl: { title: 'Convida un amigo', description: 'Un mes de balde para ti e para quen convides' },
      fr: { title: 'Parrainez un ami', description: 'Un mois offert pour vous et pour la personne invitée' },
      de: { title: 'Freunde einladen', description: 'Ein Gratismonat für Sie und die eingeladene Person' },
    },
    campaign_url: null,
    valid_until: '2099-12-31',
    username: '12345678Z',
  },
  {
    code: 'CADUCADO',
    texts: {
      es: { title: 'Primavera 2020', description: 'Campaña terminada' },
      ca: { title: 'Primavera 2020', description: 'Campanya acabada' },
      en: { title: 'Spring 2020', description: 'Campaign ended' },
      gl: { title: 'Primavera 2020', description: 'Campaña rematada' },
      fr: { title: 'Printemps 2020', description: 'Campagne terminée' },
      de: { title: 'Frühling 2020', description: 'Aktion beendet' },
    },
    campaign_url: null,
    valid_until: '2020-06-30',
    username: null,
  },
];

export function seedContracting(db: Db): void {
  const tariff = db.prepare(
    'INSERT INTO access_tariffs (id, kind, name, min_power, max_power) VALUES (?, ?, ?, ?, ?)',
  );
  for (const t of ELECTRICITY_TARIFFS) tariff.run(t.id, 'electricity', t.name, t.min_power, t.max_power);
  for (const t of GAS_TARIFFS) tariff.run(t.id, 'gas', t.name, t.min_power, t.max_power);

  const product = db.prepare(
    `INSERT INTO products (id, kind, name, ov_link, selfcons, promo_code, power_prices, energy_prices)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const link = db.prepare('INSERT INTO product_tariffs (product_id, tariff_id) VALUES (?, ?)');
  const text = db.prepare('INSERT INTO product_texts (product_id, lang, description) VALUES (?, ?, ?)');
  for (const p of PRODUCTS) {
    const slug = p.name.toLowerCase().replace(/\s+/g, '-');
    product.run(
      p.id,
      p.kind,
      p.name,
      `https://energia-demo.example.com/tarifas/${slug}`,
      p.selfcons ? 1 : 0,
      p.promo_code ?? null,
      JSON.stringify(p.power),
      JSON.stringify(p.energy),
    );
    for (const tariffId of p.tariffs) link.run(p.id, tariffId);
    for (const [lang, description] of Object.entries(p.texts)) text.run(p.id, lang, description);
  }

  const cnae = db.prepare('INSERT INTO cnaes (id, name, descripcio) VALUES (?, ?, ?)');
  for (const c of CNAES) cnae.run(c.id, c.name, c.descripcio);
  const retailer = db.prepare('INSERT INTO retailers (id, kind, name) VALUES (?, ?, ?)');
  for (const r of RETAILERS) retailer.run(r.id, r.kind, r.name);

  const coupon = db.prepare(
    `INSERT INTO coupons (code, title, description, campaign_url, valid_until, user_id)
     VALUES (?, ?, ?, ?, ?, (SELECT id FROM users WHERE username = ?))`,
  );
  const couponText = db.prepare(
    'INSERT INTO coupon_texts (coupon_id, lang, title, description) VALUES ((SELECT id FROM coupons WHERE code = ?), ?, ?, ?)',
  );
  for (const c of COUPONS) {
    coupon.run(c.code, c.texts.es.title, c.texts.es.description, c.campaign_url, c.valid_until, c.username);
    for (const [lang, text] of Object.entries(c.texts))
      couponText.run(c.code, lang, text.title, text.description);
  }

  const cups = db.prepare(
    `INSERT INTO cups_registry (cups, kind, available, reason, access_tariff, powers, selfcons, selfcons_code, zipcode)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of CUPS_REGISTRY) {
    cups.run(
      c.cups,
      c.kind,
      c.available ? 1 : 0,
      c.reason ?? null,
      c.access_tariff,
      JSON.stringify(c.powers),
      c.selfcons ? 1 : 0,
      c.selfcons_code,
      c.zipcode,
    );
  }
  const check = db.prepare('INSERT INTO identity_checks (vat, registered_name, scoring_ok) VALUES (?, ?, ?)');
  for (const c of IDENTITY_CHECKS) check.run(c.vat, c.registered_name, c.scoring_ok ? 1 : 0);
}
