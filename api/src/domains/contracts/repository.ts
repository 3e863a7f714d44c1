// Contract reads, always scoped to the signed-in customer: another customer's contract is simply not found (404).
import type { ContractDetail, ContractListItem } from '@portal/shared/api-types';
import type { Db } from '../../core/db';
import { ApiError, notFound } from '../../core/errors';
import { sizeText } from '../../core/file-store';
import { applyExtensions } from './extensions';
import { type ContractListQuery, listPager } from './list-cache';
import { printableIban } from './identifiers';
import { type AddressRow, type ContractRow, listItemOf } from './rows';

export type { ContractListQuery, KindFilter, StateFilter } from './list-cache';
export { STATE_FILTERS } from './list-cache';

const ADDRESS_COLUMNS = [
  'id',
  'user_id',
  'name',
  'zipcode',
  'city',
  'ine',
  'state_id',
  'state_name',
  'tv_id',
  'tv_name',
  'nv',
  'pnp',
  'bq',
  'es',
  'pt',
  'pu',
  'ref_catastral',
  'aclarador',
  'email',
  'mobile',
  'habitual',
] as const;
const aliased = (table: string, prefix: string) =>
  ADDRESS_COLUMNS.map((c) => `${table}.${c} AS ${prefix}${c}`).join(', ');
/** The contracts of a customer with their supply and notification addresses (the pager adds WHERE and ORDER BY). */
function listSql(): string {
  return `SELECT c.*, ${aliased('s', 's_')}, ${aliased('n', 'n_')} FROM contracts c
    JOIN addresses s ON s.id = c.supply_address_id LEFT JOIN addresses n ON n.id = c.notification_address_id`;
}

function split(row: Record<string, unknown>, prefix: string): AddressRow | undefined {
  if (row[`${prefix}id`] === null) return undefined;
  const out: Record<string, unknown> = {};
  for (const column of ADDRESS_COLUMNS) out[column] = row[`${prefix}${column}`];
  return out as unknown as AddressRow;
}

export function contractRepository(db: Db) {
  const address = db.prepare('SELECT * FROM addresses WHERE id = ?');
  const byName = db.prepare('SELECT * FROM contracts WHERE user_id = ? AND name = ?');
  const byId = db.prepare('SELECT * FROM contracts WHERE user_id = ? AND id = ?');
  const bank = db.prepare('SELECT id, iban FROM bank_accounts WHERE id = ?');
  const owner = db.prepare('SELECT name, vat FROM users WHERE id = ?');
  const services = db.prepare(
    'SELECT kind, name, start_date, end_date FROM contract_services WHERE contract_id = ? ORDER BY start_date, id',
  );
  const attachments = db.prepare(
    `SELECT ca.id, ca.name, ca.created_date, ca.category_name, f.filename, f.size FROM contract_attachments ca
     JOIN files f ON f.id = ca.file_id WHERE ca.contract_id = ? ORDER BY ca.created_date DESC, ca.id DESC`,
  );
  const pending = db.prepare(
    `SELECT kind, state, waiting_for_signature, created_at FROM contract_requests WHERE contract_id = ? AND state = 'requested' ORDER BY id`,
  );

  const addressRow = (id: number | null): AddressRow | undefined =>
    id === null ? undefined : (address.get(id) as AddressRow | undefined);
  // A page's items are whole list items: the other domains' fields (extensions) included.
  const pager = listPager(db, listSql(), (rows) =>
    applyExtensions(
      db,
      (rows as (ContractRow & Record<string, unknown>)[]).map((row) => {
        const supply = split(row, 's_');
        if (!supply) throw new ApiError(500, 'internal_error');
        return listItemOf(row, supply, split(row, 'n_'));
      }),
    ),
  );
  const toItem = (row: ContractRow): ContractListItem => {
    const supply = addressRow(row.supply_address_id);
    if (!supply) throw new ApiError(500, 'internal_error');
    return listItemOf(row, supply, addressRow(row.notification_address_id));
  };

  return {
    /** One page of a list and the count of the whole list. */
    list: pager.page,
    /**
     * Every contract of a list (kind and filter), in list order, read `batchSize` at a time as the caller asks for
     * more: the CSV export streams them (issue 47 item 3). `onBatch` counts the reads (tests).
     */
    *each(
      uid: number,
      query: ContractListQuery,
      batchSize = 500,
      onBatch?: () => void,
    ): Generator<ContractListItem> {
      for (let offset = 0; ; offset += batchSize) {
        onBatch?.();
        const { items, total } = pager.page(uid, query, offset, batchSize);
        yield* items;
        if (offset + batchSize >= total || items.length === 0) return;
      }
    },
    /** By contract number, or by id (the gas v2 calls and the customisation calls use the id). */
    find(uid: number, nameOrId: string): ContractRow {
      const row = (byName.get(uid, nameOrId) ??
        (/^\d{1,9}$/.test(nameOrId) ? byId.get(uid, Number(nameOrId)) : undefined)) as
        | ContractRow
        | undefined;
      if (!row) throw notFound();
      return row;
    },
    detail(row: ContractRow): ContractDetail {
      const [item] = applyExtensions(db, [toItem(row)]);
      if (!item) throw notFound();
      const fiscal = owner.get(row.user_id) as { name: string; vat: string | null };
      const account =
        row.bank_account_id === null
          ? undefined
          : (bank.get(row.bank_account_id) as { id: number; iban: string } | undefined);
      const serviceRows = services.all(row.id) as {
        kind: string;
        name: string;
        start_date: string;
        end_date: string | null;
      }[];
      const requests = pending.all(row.id) as {
        kind: ContractDetail['pending_requests'][number]['kind'];
        state: 'requested';
        waiting_for_signature: number;
        created_at: string;
      }[];
      const sipsRequest = requests.find((r) => r.kind === 'sips');
      return {
        ...item,
        owner_partner: { name: fiscal.name },
        fiscal_partner: { name: fiscal.name, vat: fiscal.vat ?? '' },
        fiscal_address: { full_address: item.notification_address?.full_address ?? item.cups.full_address },
        bank_account: account ? { id: account.id, printable_iban: printableIban(account.iban) } : null,
        invoice_online: row.kind === 'gas' ? row.invoice_online === 'email' : row.invoice_online,
        dso: { name: row.dso_name, website: row.dso_website },
        dso_reference: row.dso_reference,
        dso_phone: row.dso_phone,
        atr_available: row.atr_available === 1,
        no_cession_sips: {
          state: row.no_cession_sips,
          waiting_for_signature: sipsRequest?.waiting_for_signature === 1,
        },
        services: serviceRows
          .filter((s) => s.kind === 'service')
          .map(({ name, start_date, end_date }) => ({ name, start_date, end_date })),
        bonos_sociales: serviceRows
          .filter((s) => s.kind === 'bono_social')
          .map(({ name, start_date, end_date }) => ({ name, start_date, end_date })),
        attachments: (
          attachments.all(row.id) as {
            id: number;
            name: string;
            created_date: string;
            category_name: string;
            filename: string;
            size: number;
          }[]
        ).map((a) => ({
          id: a.id,
          name: a.name,
          created_date: a.created_date,
          size_text: sizeText(a.size),
          filename: a.filename,
          category_name: a.category_name,
        })),
        pressio: row.pressio,
        caudal: row.caudal,
        payment: { mode: row.payment_mode, payer_name: fiscal.name, payer_vat: fiscal.vat ?? '' },
        pending_requests: requests.map((r) => ({
          kind: r.kind,
          state: r.state,
          waiting_for_signature: r.waiting_for_signature === 1,
          created_at: r.created_at,
        })),
      };
    },
  };
}

export type ContractRepository = ReturnType<typeof contractRepository>;
