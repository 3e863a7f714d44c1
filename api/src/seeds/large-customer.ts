// The largest customers (issue 47 item 3), seeded on demand only (`pnpm --filter @portal/api seed:large`, or
// `SEED_LARGE=1` at start; never in every start): a company with 5,000 supply points, 36 months of invoices (about
// 180,000), a multipoint invoice per month and invoice address, and a year of quarter-hourly consumption for 50 of its
// points. One transaction, prepared statements, deterministic (seededRandom, fixed dates). The tests seed a small
// variant (`LARGE_CUSTOMER_SMALL`) of the same shape.
import type { InvoicePaidState } from '@portal/shared/api-types';
import type { Db } from '../core/db';
import { seededRandom } from '../core/random';
import { DEMO_PASSWORD, SEED_DATE, demoPasswordHash } from '../domains/auth/seed';
import { consumptionStore } from '../domains/consumption/store';
import { makeCups, makeIban } from '../domains/contracts/identifiers';
import {
  DSO_EDISTRIBUCION,
  DSO_IDE,
  DSO_NEDGIA,
  type SeedContract,
  seedInserters,
} from '../domains/contracts/seed-helpers';
import { type AddressRow, fullAddressOf } from '../domains/contracts/rows';
import { ZIPCODES } from '../domains/geo/data';
import { LAST_BILLED_MONTH } from '../domains/invoices/seed';
import { historyOf, monthsBack } from '../domains/invoices/seed-helpers';

/** The large customer's login (a valid CIF) and password, as the README's demo accounts. */
export const LARGE_CUSTOMER = {
  username: 'A12345674',
  password: DEMO_PASSWORD,
  name: 'Grandes Superficies Ibéricas SA',
  email: 'facturacion@grandes-superficies.example.com',
  mobile: '+34910000000',
} as const;

export interface LargeCustomerShape {
  /** Supply points (contracts); one in ten is gas. */
  points: number;
  /** Months of invoices per point, up to LAST_BILLED_MONTH. */
  months: number;
  /** Electricity points with a stored year of quarter-hourly readings. */
  curves: number;
  /** Invoice addresses (offices): each month's invoices of an office are one multipoint invoice. */
  offices: number;
}

export const LARGE_CUSTOMER_FULL: LargeCustomerShape = { points: 5000, months: 36, curves: 50, offices: 50 };
/** The end-to-end test's variant (POST /__test__/large-customer): every supply point, one month of invoices. */
export const LARGE_CUSTOMER_E2E: LargeCustomerShape = { points: 5000, months: 1, curves: 0, offices: 50 };
/** The tests' variant: the same shape, small enough for a unit test. */
export const LARGE_CUSTOMER_SMALL: LargeCustomerShape = { points: 300, months: 24, curves: 2, offices: 10 };

/** Its id in `_seeds`: seeded once per database. */
export const LARGE_SEED_ID = 'large-customer';

/** Contract numbers 7000001 onwards: apart from every other seeded customer's. */
export const largeContractName = (i: number): string => String(7_000_000 + i);

const STREETS = ['Mayor', 'Real', 'Sol', 'Gran Vía', 'Constitución', 'Libertad', 'Estación', 'Molinos'];
const DSOS: SeedContract['dso'][] = [DSO_EDISTRIBUCION, DSO_IDE];

export interface LargeSeedReport {
  userId: number;
  contracts: number;
  invoices: number;
  multipoint: number;
  curves: number;
  milliseconds: number;
}

/** Seeds the large customer into `db` (whose migrations and regular seeds have run). Call inside runSeedOnce. */
export function seedLargeCustomer(db: Db, shape: LargeCustomerShape = LARGE_CUSTOMER_FULL): LargeSeedReport {
  const started = performance.now();
  const rng = seededRandom(20261128);
  const put = seedInserters(db);
  const uid = Number(
    db
      .prepare(
        `INSERT INTO users (username, password_hash, vat, customer_type, name, email, email_verified, mobile,
           newsletter_url, created_at) VALUES (?, ?, ?, 'company', ?, ?, 1, ?, ?, ?)`,
      )
      .run(
        LARGE_CUSTOMER.username,
        demoPasswordHash(),
        LARGE_CUSTOMER.username,
        LARGE_CUSTOMER.name,
        LARGE_CUSTOMER.email,
        LARGE_CUSTOMER.mobile,
        `/newsletter?params=${LARGE_CUSTOMER.username}`,
        SEED_DATE,
      ).lastInsertRowid,
  );
  const contact = { email: LARGE_CUSTOMER.email, mobile: LARGE_CUSTOMER.mobile };
  const addressRow = db.prepare<[number], AddressRow>('SELECT * FROM addresses WHERE id = ?');
  const officeText = db.prepare<[number], { full: string }>(
    "SELECT tv_name || ' ' || nv || ' ' || pnp || ', ' || zipcode || ' ' || city AS full FROM addresses WHERE id = ?",
  );
  const zipcodes = Object.entries(ZIPCODES);
  const place = () => {
    const [zipcode, cities] = rng.pick(zipcodes);
    const city = cities[0] ?? { city: 'Madrid', ine: '28079' };
    return { zipcode, city: city.city, ine: city.ine };
  };
  const offices = Array.from({ length: shape.offices }, (_, o) => {
    const at = place();
    const id = put.address(uid, {
      name: `Oficina ${o + 1}`,
      ...at,
      tv: 'CL',
      nv: rng.pick(STREETS),
      pnp: String(o + 1),
      ...contact,
    });
    return { id, full: officeText.get(id)?.full ?? '' };
  });
  const bank = put.bank(uid, makeIban('2100', '0418', '0200051332'));

  interface PointRow {
    id: number;
    name: string;
    kind: 'electricity' | 'gas';
    tariff: string;
    cups: string;
    address: string;
    office: number;
  }
  const points: PointRow[] = [];
  for (let i = 1; i <= shape.points; i += 1) {
    const gas = i % 10 === 0;
    const at = place();
    const tv = rng.pick(['CL', 'AV', 'PZ'] as const);
    const nv = rng.pick(STREETS);
    const pnp = String(rng.int(1, 250));
    const supply = put.address(uid, { name: `Tienda ${i}`, ...at, tv, nv, pnp, ...contact });
    const big = !gas && i % 3 === 0;
    const power = big ? 30 + (i % 20) : 9.2;
    const name = largeContractName(i);
    const cups = gas ? makeCups(rng, '0230', true) : makeCups(rng, i % 2 ? '0031' : '0021');
    const office = (i - 1) % shape.offices;
    const id = put.contract({
      user_id: uid,
      name,
      kind: gas ? 'gas' : 'electricity',
      state: 'activa',
      sign_date: '2022-12-15',
      cups,
      supply_address_id: supply,
      notification_address_id: offices[office]?.id ?? null,
      bank_account_id: bank,
      pricelist: gas ? ['Gas Negocio RL.3', 'Gas Negocio'] : ['Tarifa Indexada 3.0TD', 'Indexada Empresa'],
      tariff: gas ? 'RL.3' : big ? '3.0TD' : '2.0TD',
      powers: gas ? [] : big ? [power, power, power, power, power, power + 5] : [power, power],
      dso: gas ? DSO_NEDGIA : (DSOS[i % 2] ?? DSO_NEDGIA),
      dso_reference: `REF-L${String(i).padStart(5, '0')}`,
      pressio: gas ? 0.4 : null,
      caudal: gas ? 25 : null,
      date_start: '2023-01-01',
    });
    points.push({
      id,
      name,
      kind: gas ? 'gas' : 'electricity',
      tariff: gas ? 'RL.3' : big ? '3.0TD' : '2.0TD',
      cups,
      address: fullAddressOf(addressRow.get(supply) as AddressRow),
      office,
    });
  }

  // Invoices: one a month per point, each month's invoices of an office grouped in a multipoint invoice (its totals
  // are written once every invoice is in).
  const insertMultipoint = db.prepare(
    `INSERT INTO multipoint_invoices (user_id, number, date, start_date, end_date, address_invoice_id, address,
       amount_total, amount_pending, paid, pending_state_history) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
  );
  const totalMultipoint = db.prepare(
    'UPDATE multipoint_invoices SET amount_total = ?, amount_pending = ? WHERE id = ?',
  );
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (user_id, contract_id, contract_name, kind, number, date, start_date, end_date, due_date,
       cups, full_address, energy_consumed, amount_total, amount_pending, paid, rectificative_type, payment_enabled,
       vat, multipoint_id, pending_state_history) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'N', ?, ?, ?, ?)`,
  );
  const periods = monthsBack(LAST_BILLED_MONTH, shape.months);
  const histories = new Map<string, string>();
  const historyText = (paid: InvoicePaidState, date: string): string => {
    const key = `${paid} ${date}`;
    let text = histories.get(key);
    if (text === undefined) {
      text = JSON.stringify(historyOf(paid, date));
      histories.set(key, text);
    }
    return text;
  };
  const dueOf = (date: string): string => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 20);
    return d.toISOString().slice(0, 10);
  };
  let invoices = 0;
  let multipoint = 0;
  periods.forEach((period, index) => {
    const year = period.issued.slice(2, 4);
    const monthPaid: InvoicePaidState = index === 0 ? 'pending_remesa' : 'paid';
    const groups = offices.map((office, o) => {
      multipoint += 1;
      const id = Number(
        insertMultipoint.run(
          uid,
          `MPL${period.issued.slice(0, 7).replace('-', '')}${String(o + 1).padStart(3, '0')}`,
          period.issued,
          period.start,
          period.end,
          office.id,
          office.full,
          monthPaid,
          historyText(monthPaid, period.issued),
        ).lastInsertRowid,
      );
      return { id, total: 0, pending: 0 };
    });
    const due = dueOf(period.issued);
    const winter = ['12', '01', '02'].includes(period.start.slice(5, 7)) ? 1.35 : 1;
    for (const point of points) {
      const energy = Math.round(
        (point.kind === 'gas' ? 2600 : point.tariff === '3.0TD' ? 1700 : 600) *
          winter *
          (0.8 + rng.next() * 0.4),
      );
      const fixed = (point.kind === 'gas' ? 0.3 : point.tariff === '3.0TD' ? 1.9 : 0.33) * period.days;
      const total = Math.round((fixed + energy * (point.kind === 'gas' ? 0.085 : 0.165)) * 1.21 * 100) / 100;
      const unpaid = index > 0 && index < 3 && rng.next() < 0.05;
      const paid: InvoicePaidState = index === 0 ? 'pending_remesa' : unpaid ? 'unpaid' : 'paid';
      const pending = paid === 'paid' ? 0 : total;
      const group = groups[point.office];
      if (group) {
        group.total += total;
        group.pending += pending;
      }
      invoices += 1;
      insertInvoice.run(
        uid,
        point.id,
        point.name,
        point.kind,
        `${point.kind === 'gas' ? 'LG' : 'LE'}${year}${String(invoices).padStart(7, '0')}`,
        period.issued,
        period.start,
        period.end,
        due,
        point.cups,
        point.address,
        energy,
        total,
        pending,
        paid,
        unpaid ? 1 : 0,
        LARGE_CUSTOMER.username,
        group?.id ?? null,
        historyText(paid, period.issued),
      );
    }
    for (const group of groups)
      totalMultipoint.run(
        Math.round(group.total * 100) / 100,
        Math.round(group.pending * 100) / 100,
        group.id,
      );
  });

  // A year of quarter-hourly readings for the first electricity points (generated as the consumption domain does).
  const store = consumptionStore(db);
  const curved = points.filter((p) => p.kind === 'electricity').slice(0, shape.curves);
  for (const point of curved)
    store.ensure({
      id: point.id,
      name: point.name,
      kind: 'electricity',
      tariff_name: point.tariff,
      date_start: '2023-01-01',
      date_end: null,
    });

  return {
    userId: uid,
    contracts: points.length,
    invoices,
    multipoint,
    curves: curved.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
