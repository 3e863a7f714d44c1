// A customer with a contract but no online account yet, to activate through sign-up (README "Demo accounts").
import type { Db } from '../../core/db';
import { seededRandom } from '../../core/random';
import { makeCups } from '../contracts/identifiers';
import { DSO_IDE, PRICELIST_ESTABLE_HOGAR, seedInserters } from '../contracts/seed-helpers';

export const INACTIVE_CUSTOMER = { vat: '11111111H', contract: '0050001' };

export function seedSignup(db: Db): void {
  const rng = seededRandom(20260303);
  const uid = Number(
    db
      .prepare(
        `INSERT INTO users (username, password_hash, vat, name, email, mobile, created_at) VALUES (?, NULL, ?, ?, '', '', ?)`,
      )
      .run(INACTIVE_CUSTOMER.vat, INACTIVE_CUSTOMER.vat, 'Marta López Vidal', '2024-01-15T09:00:00.000Z')
      .lastInsertRowid,
  );
  const put = seedInserters(db);
  const home = put.address(uid, {
    name: 'Marta López Vidal',
    zipcode: '46001',
    city: 'València',
    ine: '46250',
    tv: 'CL',
    nv: 'Colón',
    pnp: '20',
    pt: '4',
    pu: 'A',
  });
  put.contract({
    user_id: uid,
    name: INACTIVE_CUSTOMER.contract,
    kind: 'electricity',
    state: 'activa',
    sign_date: '2023-09-01',
    cups: makeCups(rng, '0021'),
    supply_address_id: home,
    notification_address_id: home,
    bank_account_id: null,
    pricelist: PRICELIST_ESTABLE_HOGAR,
    tariff: '2.0TD',
    powers: [4.6, 4.6],
    dso: DSO_IDE,
    dso_reference: 'IDE-2023-0901',
    date_start: '2023-09-01',
  });
}
