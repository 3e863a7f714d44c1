// Demo accounts (README "Demo accounts"): all with password Demo-2026; client id pairs for the client-id login.
import { createHash } from 'node:crypto';
import type { Db } from '../../core/db';
import { hashPassword } from './password';

export const DEMO_PASSWORD = 'Demo-2026';
export const SEED_DATE = '2024-01-15T09:00:00.000Z';

export const DEMO_USERS = [
  {
    username: '12345678Z',
    vat: '12345678Z',
    customer_type: 'person',
    name: 'Laura García Martín',
    email: 'laura.garcia@example.com',
    mobile: '+34612345678',
  },
  {
    username: 'B12345674',
    vat: 'B12345674',
    customer_type: 'company',
    name: 'Energías del Norte SL',
    email: 'admin@energias-norte.example.com',
    mobile: '+34944123456',
  },
  {
    username: '00000000T',
    vat: '00000000T',
    customer_type: 'person',
    name: 'Pablo Ruiz Soler',
    email: 'pablo.ruiz@example.com',
    mobile: '+34699000111',
  },
] as const;

export const DEMO_CLIENTS = [
  { client_id: 'demo-household', secret: 'household-secret-2026', username: '12345678Z' },
  { client_id: 'demo-company', secret: 'company-secret-2026', username: 'B12345674' },
] as const;

/** Deterministic salt per user, so the database file is the same on every machine. */
function saltFor(username: string): Buffer {
  return createHash('sha256').update(`seed:${username}`).digest().subarray(0, 16);
}

/** The hash of DEMO_PASSWORD every seeded account shares (also the large customer's, src/seeds/large-customer.ts). */
export function demoPasswordHash(): string {
  return hashPassword(DEMO_PASSWORD, saltFor('demo'));
}

export function seedAuth(db: Db): void {
  const insertUser = db.prepare(
    `INSERT INTO users (username, password_hash, vat, customer_type, name, email, email_verified, mobile, newsletter_url, created_at)
     VALUES (@username, @password_hash, @vat, @customer_type, @name, @email, 1, @mobile, @newsletter_url, @created_at)`,
  );
  const hash = demoPasswordHash();
  for (const user of DEMO_USERS) {
    insertUser.run({
      ...user,
      password_hash: hash,
      newsletter_url: `/newsletter?params=${user.username}`,
      created_at: SEED_DATE,
    });
  }
  const insertClient = db.prepare(
    'INSERT INTO api_clients (client_id, secret_hash, user_id) VALUES (?, ?, (SELECT id FROM users WHERE username = ?))',
  );
  for (const client of DEMO_CLIENTS)
    insertClient.run(
      client.client_id,
      hashPassword(client.secret, saltFor(client.client_id)),
      client.username,
    );
}
