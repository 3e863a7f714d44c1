// Newsletters, the demo subscribers and OMIP products with a few alerts (see api/docs/tools.md).
import type { Db } from '../../core/db';

const SEED_DATE = '2024-01-15T09:00:00.000Z';

const NEWSLETTERS = [
  {
    id: 1,
    name: 'Novedades y ofertas',
    description: 'Nuevas tarifas, promociones y ventajas para clientes.',
    exported: 0,
  },
  {
    id: 2,
    name: 'Consejos de ahorro',
    description: 'Ideas para consumir menos energía cada mes.',
    exported: 0,
  },
  {
    id: 3,
    name: 'Mercado eléctrico',
    description: 'Resumen semanal de precios del mercado mayorista.',
    exported: 1,
  },
  {
    id: 4,
    name: 'Autoconsumo',
    description: 'Todo sobre placas solares, excedentes y baterías virtuales.',
    exported: 0,
  },
];

/** Subscriber 1 has newsletter 3 exported and subscribed: it cannot be toggled off. */
const SUBSCRIBERS = [
  { id: 1, emails: ['laura.garcia@example.com', 'laura@home.example.com'], newsletters: [1, 3] },
  { id: 2, emails: ['admin@energias-norte.example.com'], newsletters: [2, 4] },
];

export const OMIP_PRODUCTS = [
  { id: 'FTB M Jan-27', name: 'Base mensual enero 2027', last_price: 78.5 },
  { id: 'FTB M Feb-27', name: 'Base mensual febrero 2027', last_price: 71.25 },
  { id: 'FTB Q1-27', name: 'Base trimestral Q1 2027', last_price: 69.9 },
  { id: 'FTB Q2-27', name: 'Base trimestral Q2 2027', last_price: 48.1 },
  { id: 'FTB YR-27', name: 'Base anual 2027', last_price: 62.4 },
  { id: 'FTB YR-28', name: 'Base anual 2028', last_price: 58.75 },
];

export function seedTools(db: Db): void {
  const newsletter = db.prepare(
    'INSERT INTO newsletters (id, name, description, exported) VALUES (?, ?, ?, ?)',
  );
  for (const n of NEWSLETTERS) newsletter.run(n.id, n.name, n.description, n.exported);
  const subscriber = db.prepare('INSERT INTO subscribers (id, created_at) VALUES (?, ?)');
  const email = db.prepare('INSERT INTO subscriber_emails (subscriber_id, email, position) VALUES (?, ?, ?)');
  const subscription = db.prepare('INSERT INTO subscriptions (subscriber_id, newsletter_id) VALUES (?, ?)');
  for (const s of SUBSCRIBERS) {
    subscriber.run(s.id, SEED_DATE);
    s.emails.forEach((address, position) => email.run(s.id, address, position));
    for (const n of s.newsletters) subscription.run(s.id, n);
  }
  const product = db.prepare(
    'INSERT INTO omip_products (id, name, last_price, position) VALUES (?, ?, ?, ?)',
  );
  OMIP_PRODUCTS.forEach((p, position) => product.run(p.id, p.name, p.last_price, position));
  const alert = db.prepare(
    `INSERT INTO omip_alerts (user_id, product, type, price, created_at)
     VALUES ((SELECT id FROM users WHERE username = ?), ?, ?, ?, ?)`,
  );
  alert.run('12345678Z', 'FTB YR-27', '<', 60, SEED_DATE);
  alert.run('12345678Z', 'FTB Q1-27', '>', 80, SEED_DATE);
  alert.run('B12345674', 'FTB YR-28', '==', 55, SEED_DATE);
}
