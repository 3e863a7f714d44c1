// Reading and writing users; the profile shape of GET users/.
import type { Profile } from '@portal/shared/api-types';
import type { Db } from '../../core/db';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string | null;
  vat: string | null;
  customer_type: string;
  name: string;
  email: string;
  /** 1 once the e-mail's owner followed a link sent to it (issue 42 finding 1). */
  email_verified: number;
  mobile: string;
  newsletter_url: string;
  oidc_sub: string | null;
}

export function userRepository(db: Db) {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byUsername = db.prepare('SELECT * FROM users WHERE username = ?');
  const bySub = db.prepare('SELECT * FROM users WHERE oidc_sub = ?');
  const insert = db.prepare(
    `INSERT INTO users (username, password_hash, vat, name, email, email_verified, oidc_sub, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    byId: (id: number) => byId.get(id) as UserRow | undefined,
    byUsername: (username: string) => byUsername.get(username) as UserRow | undefined,
    bySub: (sub: string) => bySub.get(sub) as UserRow | undefined,
    create(user: {
      username: string;
      passwordHash?: string;
      vat?: string;
      name?: string;
      email?: string;
      emailVerified?: boolean;
      oidcSub?: string;
    }): number {
      const result = insert.run(
        user.username,
        user.passwordHash ?? null,
        user.vat ?? null,
        user.name ?? '',
        user.email ?? '',
        user.emailVerified ? 1 : 0,
        user.oidcSub ?? null,
        new Date().toISOString(),
      );
      return Number(result.lastInsertRowid);
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;

export function profileOf(user: UserRow): Profile {
  return { email: user.email, name: user.name, newsletter_url: user.newsletter_url, mobile: user.mobile };
}
