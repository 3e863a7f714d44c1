// Three years of monthly invoices per contract (README of api/docs/invoices.md): the household customer's latest
// months cover every paid state, a partial payment, a rectified period (types A and B) and invoices payable online;
// the company's supply points are grouped every month in a multipoint invoice. Deterministic: seededRandom and
// fixed dates; the household's electricity energy is the sum of its stored curve where one exists.
import type { InvoicePaidState } from '@portal/shared/api-types';
import type { Db } from '../../core/db';
import { type Random, seededRandom } from '../../core/random';
import { addDays } from '../consumption/calendar';
import { type CurveContract, consumptionStore } from '../consumption/store';
import { type AddressRow, fullAddressOf } from '../contracts/rows';
import { type InvoiceSeed, invoiceInserter, monthsBack } from './seed-helpers';

/** The last billed month (invoices are issued on the 5th of the next month). */
export const LAST_BILLED_MONTH = '2026-10';
const MONTHS = 36;

interface ContractSeedRow extends CurveContract {
  user_id: number;
  username: string;
  cups: string;
  vat: string;
  supply_address_id: number;
  notification_address_id: number;
  state: string;
}

/** The household's designed states, newest first (index 0 is the latest month). */
const HOUSEHOLD_STATES: Partial<Record<number, [InvoicePaidState, 'full' | 'partial']>> = {
  0: ['pending_remesa', 'full'],
  1: ['unpaid', 'full'],
  2: ['unpaid', 'partial'],
  3: ['pending_transfer', 'full'],
  4: ['manual_verification_required', 'full'],
  5: ['paid_without_transaction', 'full'],
};
/** The household's rectified month: the original, an annulling A and a substitute B. */
const RECTIFIED_MONTH = 7;

function amountOf(kind: 'electricity' | 'gas', tariff: string, kwh: number, days: number): number {
  const fixed = kind === 'gas' ? 0.3 * days : (/^3\.0/.test(tariff) ? 1.9 : 0.33) * days;
  return Math.round((fixed + kwh * (kind === 'gas' ? 0.085 : 0.165)) * 1.21 * 100) / 100;
}

function randomEnergy(rng: Random, contract: ContractSeedRow, month: number): number {
  const winter = [0, 1, 11].includes(month) ? 1.35 : [6, 7].includes(month) ? 1.15 : 0.9;
  if (contract.kind === 'gas')
    return Math.round((contract.username === 'B12345674' ? 2600 : 420) * winter * (0.8 + rng.next() * 0.4));
  const base = /^3\.0/.test(contract.tariff_name) ? 1700 : 290;
  return Math.round(base * winter * (0.8 + rng.next() * 0.4));
}

export function seedInvoices(db: Db): void {
  const rng = seededRandom(20261105);
  const contracts = db
    .prepare<[], ContractSeedRow>(
      `SELECT c.id, c.name, c.kind, c.tariff_name, c.date_start, c.date_end, c.user_id, u.username, c.cups, u.vat,
         c.supply_address_id, COALESCE(c.notification_address_id, c.supply_address_id) AS notification_address_id, c.state
       FROM contracts c JOIN users u ON u.id = c.user_id ORDER BY c.id`,
    )
    .all();
  const addressOf = db.prepare<[number], AddressRow>('SELECT * FROM addresses WHERE id = ?');
  const store = consumptionStore(db);
  const put = invoiceInserter(db);

  for (const contract of contracts) {
    if (contract.state === 'esborrany') continue;
    const address = fullAddressOf(addressOf.get(contract.supply_address_id) as AddressRow);
    const lastMonth =
      contract.date_end && contract.date_end.slice(0, 7) < LAST_BILLED_MONTH
        ? contract.date_end.slice(0, 7)
        : LAST_BILLED_MONTH;
    const household = contract.username === '12345678Z';
    monthsBack(lastMonth, MONTHS).forEach((period, index) => {
      if (period.start < contract.date_start) return;
      const stored =
        household && contract.kind === 'electricity' ? store.read(contract, period.start, period.end) : [];
      const curveKwh = stored.reduce((sum, d) => sum + d.curve.activa.reduce((a, b) => a + b, 0), 0) / 1000;
      const energy =
        stored.length === period.days
          ? Math.round(curveKwh)
          : randomEnergy(rng, contract, Number(period.start.slice(5, 7)) - 1);
      const total = amountOf(contract.kind, contract.tariff_name, energy, period.days);
      const base: InvoiceSeed = {
        contract,
        period,
        address,
        energy,
        total,
        paid: 'paid',
        pending: 0,
        rectificative: 'N',
        payable: false,
        addressInvoiceId: contract.notification_address_id,
      };
      if (household) {
        const designed = HOUSEHOLD_STATES[index];
        const ended = contract.date_end !== null;
        if (ended && index === 0) {
          // The cancelled contract's last invoice is its debt (amount_debt 42.17 on the contract).
          put.invoice({ ...base, total: 42.17, paid: 'unpaid', pending: 42.17, payable: true });
          return;
        }
        if (!ended && designed && !(contract.kind === 'gas' && index > 1)) {
          const [paid, share] = designed;
          const pending =
            paid === 'unpaid' || paid === 'pending_remesa' || paid === 'pending_transfer'
              ? share === 'partial'
                ? Math.round(total * 0.4 * 100) / 100
                : total
              : 0;
          put.invoice({ ...base, paid, pending, payable: paid === 'unpaid' });
          return;
        }
        if (!ended && contract.kind === 'electricity' && index === RECTIFIED_MONTH) {
          const original = put.invoice(base);
          put.invoice({
            ...base,
            energy: -energy,
            total: -total,
            paid: 'pending_transfer',
            pending: -total,
            rectificative: 'A',
            rectifies: original,
            date: addDays(period.issued, 40),
          });
          const corrected = Math.round(total * 0.92 * 100) / 100;
          put.invoice({
            ...base,
            energy: Math.round(energy * 0.92),
            total: corrected,
            paid: 'unpaid',
            pending: corrected,
            rectificative: 'B',
            rectifies: original,
            date: addDays(period.issued, 40),
          });
          return;
        }
        put.invoice(base);
        return;
      }
      // Company: the latest month is being debited; one invoice in ten of the last three months is unpaid.
      const unpaid = index < 3 && rng.next() < 0.1;
      put.invoice({
        ...base,
        paid: index === 0 ? 'pending_remesa' : unpaid ? 'unpaid' : 'paid',
        pending: index === 0 || unpaid ? total : 0,
        payable: unpaid,
      });
    });
  }
  put.groupMultipoint('B12345674');
}
