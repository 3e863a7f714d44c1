// From table rows to the answer shapes of the shared types.
import type { Address, ContractListItem, NotificationAddress } from '@portal/shared/api-types';
import type { AddressInsert } from './address-input';

/** An `addresses` row: what a new address inserts, plus its owner, id and habitual-residence mark. */
export interface AddressRow extends AddressInsert {
  id: number;
  user_id: number;
  habitual: number;
}

export interface ContractRow {
  id: number;
  user_id: number;
  name: string;
  kind: 'electricity' | 'gas';
  state: ContractListItem['state'];
  sign_date: string | null;
  amount_debt: number;
  cups: string;
  supply_address_id: number;
  pricelist_name: string;
  pricelist_nom_comercial: string;
  tariff_name: string;
  powers: string;
  notification_address_id: number | null;
  bank_account_id: number | null;
  electronic_notification: number;
  date_start_electronic_notification: string | null;
  date_request_electronic_notification: string | null;
  invoice_online: 'email' | 'postal';
  dso_name: string;
  dso_website: string;
  dso_reference: string;
  dso_phone: string;
  atr_available: number;
  no_cession_sips: 'requested' | 'active' | 'unactive';
  pressio: number | null;
  caudal: number | null;
  payment_mode: string;
  date_start: string;
  date_end: string | null;
}

export function streetOf(a: AddressRow): string {
  const floor = [a.bq && `Bl. ${a.bq}`, a.es && `Esc. ${a.es}`, a.pt && `${a.pt}º`, a.pu]
    .filter(Boolean)
    .join(' ');
  return `${a.tv_name} ${a.nv}, ${a.pnp}${floor ? ` ${floor}` : ''}`;
}

export function fullAddressOf(a: AddressRow): string {
  return `${streetOf(a)}, ${a.zipcode} ${a.city} (${a.state_name})`;
}

export function notificationAddressOf(a: AddressRow): NotificationAddress {
  return {
    id: a.id,
    name: a.name,
    street: streetOf(a),
    zipcode: a.zipcode,
    city: a.city,
    email: a.email,
    mobile: a.mobile,
    full_address: fullAddressOf(a),
  };
}

export function addressOf(a: AddressRow): Address {
  return {
    id: a.id,
    name: a.name,
    street: streetOf(a),
    zipcode: a.zipcode,
    city: { city: a.city, ine: a.ine },
    state: { id: a.state_id, name: a.state_name },
    tv: { id: a.tv_id, name: a.tv_name },
    nv: a.nv,
    pnp: a.pnp,
    bq: a.bq,
    es: a.es,
    pt: a.pt,
    pu: a.pu,
    ref_catastral: a.ref_catastral,
    aclarador: a.aclarador,
    email: a.email,
    mobile: a.mobile,
    full_address: fullAddressOf(a),
  };
}

export function listItemOf(
  c: ContractRow,
  supply: AddressRow,
  notification: AddressRow | undefined,
): ContractListItem {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    state: c.state,
    sign_date: c.sign_date,
    amount_debt: c.amount_debt,
    cups: {
      name: c.cups,
      street: streetOf(supply),
      city: supply.city,
      full_address: fullAddressOf(supply),
      ref_catastral: supply.ref_catastral,
    },
    pricelist: { nom_comercial: c.pricelist_nom_comercial, name: c.pricelist_name },
    tariff: { name: c.tariff_name },
    contracted_power_period: JSON.parse(c.powers) as ContractListItem['contracted_power_period'],
    bateria_virtual: [],
    notification_address: notification ? notificationAddressOf(notification) : null,
    electronic_notification: c.electronic_notification === 1,
    date_start_electronic_notification: c.date_start_electronic_notification,
    date_request_electronic_notification: c.date_request_electronic_notification,
  };
}
