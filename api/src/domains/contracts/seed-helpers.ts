// Insert helpers of the contracts seed: addresses, bank accounts, contracts and their attachments.
import type { Db } from '../../core/db';
import { storeFile } from '../../core/file-store';
import { provinceName, streetTypeName } from '../geo/data';

export interface SeedAddress {
  name: string;
  zipcode: string;
  city: string;
  ine: string;
  tv: string;
  nv: string;
  pnp: string;
  pt?: string;
  pu?: string;
  ref_catastral?: string;
  email?: string;
  mobile?: string;
  habitual?: boolean;
}

export interface SeedContract {
  user_id: number;
  name: string;
  kind: 'electricity' | 'gas';
  state: 'esborrany' | 'activa' | 'baixa';
  sign_date: string | null;
  amount_debt?: number;
  cups: string;
  supply_address_id: number;
  notification_address_id: number | null;
  bank_account_id: number | null;
  pricelist: [name: string, commercial: string];
  tariff: string;
  powers: readonly number[];
  invoice_online?: 'email' | 'postal';
  electronic_notification?: boolean;
  date_start_electronic_notification?: string | null;
  date_request_electronic_notification?: string | null;
  dso: [name: string, website: string, phone: string];
  dso_reference: string;
  atr_available?: boolean;
  no_cession_sips?: 'requested' | 'active' | 'unactive';
  pressio?: number | null;
  caudal?: number | null;
  date_start: string;
  date_end?: string | null;
}

/** The household 2.0TD price list of the seeded customers' contracts (name, commercial name). */
export const PRICELIST_ESTABLE_HOGAR: SeedContract['pricelist'] = ['Tarifa Estable 2.0TD', 'Estable Hogar'];

/** The distributors (DSOs) the seeds name: name, website and phone, one copy for every seed. */
export const DSO_EDISTRIBUCION: SeedContract['dso'] = [
  'e-distribución Redes Digitales',
  'https://www.edistribucion.com',
  '900 850 840',
];
export const DSO_IDE: SeedContract['dso'] = [
  'i-DE Redes Eléctricas Inteligentes',
  'https://www.i-de.es',
  '900 171 171',
];
export const DSO_NEDGIA: SeedContract['dso'] = ['Nedgia', 'https://www.nedgia.es', '900 750 750'];

export function seedInserters(db: Db) {
  const address = db.prepare(
    `INSERT INTO addresses (user_id, name, zipcode, city, ine, state_id, state_name, tv_id, tv_name, nv, pnp, pt, pu,
       ref_catastral, email, mobile, habitual)
     VALUES (@user_id, @name, @zipcode, @city, @ine, @state_id, @state_name, @tv, @tv_name, @nv, @pnp, @pt, @pu,
       @ref_catastral, @email, @mobile, @habitual)`,
  );
  const bank = db.prepare('INSERT INTO bank_accounts (user_id, iban) VALUES (?, ?)');
  const contract = db.prepare(
    `INSERT INTO contracts (user_id, name, kind, state, sign_date, amount_debt, cups, supply_address_id,
       pricelist_name, pricelist_nom_comercial, tariff_name, powers, notification_address_id, bank_account_id,
       electronic_notification, date_start_electronic_notification, date_request_electronic_notification,
       invoice_online, dso_name, dso_website, dso_reference, dso_phone, atr_available, no_cession_sips, pressio,
       caudal, date_start, date_end)
     VALUES (@user_id, @name, @kind, @state, @sign_date, @amount_debt, @cups, @supply_address_id, @pricelist_name,
       @pricelist_nom_comercial, @tariff_name, @powers, @notification_address_id, @bank_account_id,
       @electronic_notification, @date_start_electronic_notification, @date_request_electronic_notification,
       @invoice_online, @dso_name, @dso_website, @dso_reference, @dso_phone, @atr_available, @no_cession_sips,
       @pressio, @caudal, @date_start, @date_end)`,
  );
  const service = db.prepare(
    'INSERT INTO contract_services (contract_id, kind, name, start_date, end_date) VALUES (?, ?, ?, ?, ?)',
  );
  const attachment = db.prepare(
    'INSERT INTO contract_attachments (contract_id, file_id, name, category_name, created_date) VALUES (?, ?, ?, ?, ?)',
  );
  const customisation = db.prepare(
    'INSERT INTO contract_customisations (contract_id, kind, value) VALUES (?, ?, ?)',
  );

  return {
    address(userId: number, a: SeedAddress): number {
      const stateId = Number(a.ine.slice(0, 2));
      return Number(
        address.run({
          user_id: userId,
          name: a.name,
          zipcode: a.zipcode,
          city: a.city,
          ine: a.ine,
          state_id: stateId,
          state_name: provinceName(stateId),
          tv: a.tv,
          tv_name: streetTypeName(a.tv) ?? a.tv,
          nv: a.nv,
          pnp: a.pnp,
          pt: a.pt ?? '',
          pu: a.pu ?? '',
          ref_catastral: a.ref_catastral ?? '',
          email: a.email ?? '',
          mobile: a.mobile ?? '',
          habitual: a.habitual ? 1 : 0,
        }).lastInsertRowid,
      );
    },
    bank: (userId: number, iban: string): number => Number(bank.run(userId, iban).lastInsertRowid),
    contract(c: SeedContract): number {
      return Number(
        contract.run({
          ...c,
          amount_debt: c.amount_debt ?? 0,
          pricelist_name: c.pricelist[0],
          pricelist_nom_comercial: c.pricelist[1],
          tariff_name: c.tariff,
          powers: JSON.stringify(c.powers.map((power, i) => ({ period: `P${i + 1}`, power }))),
          electronic_notification: c.electronic_notification ? 1 : 0,
          date_start_electronic_notification: c.date_start_electronic_notification ?? null,
          date_request_electronic_notification: c.date_request_electronic_notification ?? null,
          invoice_online: c.invoice_online ?? 'email',
          dso_name: c.dso[0],
          dso_website: c.dso[1],
          dso_phone: c.dso[2],
          atr_available: c.atr_available === false ? 0 : 1,
          no_cession_sips: c.no_cession_sips ?? 'unactive',
          pressio: c.pressio ?? null,
          caudal: c.caudal ?? null,
          date_end: c.date_end ?? null,
        }).lastInsertRowid,
      );
    },
    service(
      contractId: number,
      kind: 'service' | 'bono_social',
      name: string,
      start: string,
      end: string | null,
    ): void {
      service.run(contractId, kind, name, start, end);
    },
    attachment(
      contractId: number,
      userId: number,
      file: { filename: string; mimetype: string; data: Buffer },
      category: string,
      created: string,
    ): void {
      const fileId = storeFile(db, userId, file, created);
      attachment.run(contractId, fileId, file.filename, category, created);
    },
    customisation(
      contractId: number,
      kind: 'double_tariff' | 'happy_hours' | 'happy_day',
      value: unknown,
    ): void {
      customisation.run(contractId, kind, value === null ? null : JSON.stringify(value));
    },
  };
}
