// Contracts (customer-area §3 "Contract (list item)", "Contract (detail)", "Address", payloads; §7 "Contracts").
import type { VirtualBattery } from './batteries';

export type ContractKind = 'electricity' | 'gas';
/** esborrany: draft (signature pending without sign_date); activa: active; baixa and others: cancelled. */
export type ContractState = 'esborrany' | 'activa' | 'baixa';
export type RequestState = 'requested' | 'active' | 'unactive';

export interface ContractCups {
  name: string;
  street: string;
  city: string;
  full_address: string;
  ref_catastral: string;
}

export interface PowerPeriod {
  /** P1 to P6. */
  period: string;
  /** kW. */
  power: number;
}

export interface NotificationAddress {
  id: number;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  email: string;
  mobile: string;
  full_address: string;
}

export interface ContractListItem {
  id: number;
  /** The contract number, `{name}` / `{contractName}` of the contract calls. */
  name: string;
  kind: ContractKind;
  state: ContractState;
  /** YYYY-MM-DD; null for a draft waiting for the signature. */
  sign_date: string | null;
  amount_debt: number;
  cups: ContractCups;
  pricelist: { nom_comercial: string; name: string };
  tariff: { name: string };
  contracted_power_period: PowerPeriod[];
  bateria_virtual: VirtualBattery[];
  notification_address: NotificationAddress | null;
  electronic_notification: boolean;
  date_start_electronic_notification: string | null;
  date_request_electronic_notification: string | null;
}

/**
 * GET contracts?offset&limit[&filter][&type=gas] (v2, v1 also answers). Without `type` (or `type=electricity`) the
 * electricity contracts; `type=gas` the gas ones; `type=all` both. `filter` is free text matched against the contract
 * number, the supply address and the CUPS. limit defaults to 100 (max 99999).
 */
export interface ContractListResponse {
  items: ContractListItem[];
  total_items: number;
  limit: number;
  offset: number;
  n_items: number;
}

export interface ContractService {
  name: string;
  start_date: string;
  end_date: string | null;
}

export interface ContractAttachment {
  id: number;
  name: string;
  /** ISO date-time. */
  created_date: string;
  size_text: string;
  filename: string;
  category_name: string;
}

export interface SipsCession {
  state: RequestState;
  waiting_for_signature: boolean;
}

/** GET contracts/{name} (v2, v1 also answers). */
export interface ContractDetail extends ContractListItem {
  owner_partner: { name: string };
  fiscal_partner: { name: string; vat: string };
  fiscal_address: { full_address: string };
  bank_account: { id: number; printable_iban: string } | null;
  /** Electricity: 'email' | 'postal'; gas: true when invoices go by e-mail. */
  invoice_online: 'email' | 'postal' | boolean;
  dso: { name: string; website: string };
  dso_reference: string;
  dso_phone: string;
  atr_available: boolean;
  no_cession_sips: SipsCession;
  services: ContractService[];
  bonos_sociales: ContractService[];
  attachments: ContractAttachment[];
  /** Gas: pressure in bars and flow; null for electricity. */
  pressio: number | null;
  caudal: number | null;
  payment: { mode: string; payer_name: string; payer_vat: string };
  /** Requests in process (power, iban, sips, electronic_notification): a new one of the same kind is refused. */
  pending_requests: {
    kind: ContractRequestKind;
    state: RequestState;
    waiting_for_signature: boolean;
    created_at: string;
  }[];
}
export interface ContractDetailResponse {
  data: ContractDetail;
}

export type ContractRequestKind = 'power' | 'iban' | 'sips' | 'electronic_notification';

/** An address of the customer (GET contracts/{name}/addresses/ v2, GET addresses/). */
export interface Address {
  id: number;
  name: string;
  street: string;
  zipcode: string;
  city: { city: string; ine: string };
  state: { id: number; name: string };
  tv: { id: string; name: string };
  nv: string;
  pnp: string;
  bq: string;
  es: string;
  pt: string;
  pu: string;
  ref_catastral: string;
  aclarador: string;
  email: string;
  mobile: string;
  full_address: string;
}
export interface AddressListResponse {
  data: Address[];
}

/** A new address as the notification change sends it (with state_id, tv id, municipi and city name). */
export interface NewAddressPayload {
  zipcode: string;
  /** The locality name. */
  city: string;
  /** The municipality INE code. */
  municipi: string;
  state_id: number;
  /** Street type id (geo/tipovias). */
  tv: string;
  nv: string;
  pnp: string;
  bq?: string;
  es?: string;
  pt?: string;
  pu?: string;
  ref_catastral?: string;
  aclarador?: string;
  name: string;
  email: string;
  mobile: string;
}

/**
 * POST contracts/{name}/notification/ (v2). 400 `error_usuario_otra_vivienda_habitual_activa` when the address is the
 * habitual residence of another active contract of the customer.
 */
export type NotificationChangeRequest =
  | { address_type: 'existing'; address_id: number }
  | { address_type: 'new'; address: NewAddressPayload };
export interface NotificationChangeResponse {
  /** The id of the contract's (new) notification address. */
  result: number;
}

/** PUT contracts/{name}/notification/{field}/ with field email or phone: `{ "email": "..." }` / `{ "phone": "..." }`. */
export type NotificationFieldRequest = { email: string } | { phone: string };
export interface NotificationFieldResponse {
  data: NotificationAddress;
}

export interface BankAccount {
  id: number;
  printable_iban: string;
}
/** GET contracts/ibans/ (v2), also ibans/. */
export interface BankAccountListResponse {
  data: BankAccount[];
}

/**
 * POST contracts/{name}/iban/ (v1; gas v2 with the contract id). Multipart form, or JSON with `files` as
 * `{name, content: "data:<type>;base64,..."}`. Accepted file types: png, jpeg, any image, pdf.
 */
export interface IbanChangeRequest {
  already_registered: 'yes' | 'no';
  bank_id?: number;
  iban?: string;
  owner_is_bank_owner?: boolean;
}
/** Answer of the signed requests (IBAN, power, SIPS, electronic notification). */
export interface SignedRequestResponse {
  result: 'OK';
  waiting_for_signature: boolean;
}

/** POST contracts/{name}/power/: powers in watts; 406 `power_modification_same` when no period changes. */
export interface PowerChangeRequest {
  phone: string;
  phone_num?: string;
  phone_pre?: string;
  power_p1: number;
  power_p2?: number;
  power_p3?: number;
  power_p4?: number;
  power_p5?: number;
  power_p6?: number;
}

/** POST contracts/{name} (v2) electricity `{invoice_online: 'email' | 'postal'}`; gas POST contracts/{name}/ `true`. */
export interface InvoiceOnlineRequest {
  invoice_online: 'email' | 'postal' | boolean;
}
export interface InvoiceOnlineResponse {
  invoice_online: 'email' | 'postal' | boolean;
}

/** POST contracts/{name}/no_cession_sips/: 400 `{errors: {noCessionSelection}}` when refused. */
export interface NoCessionSipsRequest {
  noCessionSelection: 'actual';
}

/** Tariff customisations: GET/PUT contract/{id}/double-tariff/ and contract/{id}/available-double-tariffs/ etc. */
export interface DoubleTariff {
  startMonth: number;
  startYear: number;
  endMonth: number;
  endYear: number;
}
export interface HappyHours {
  startHour: number;
  endHour: number;
}
export interface HappyDay {
  value: string;
  label: string;
}
/** The current choice (null when none) and the available ones. */
export interface CustomisationResponse<T> {
  data: T | null;
}
export interface AvailableCustomisationsResponse<T> {
  data: T[];
}

/** POST contracts/{contract}/atc/ (multipart or JSON with `attachment` as a data-URL file). */
export interface AtcRequest {
  contract: string;
  tipus: string;
  subtipus: string;
  comments: string;
}
export interface AtcResponse {
  /** The complaint number. */
  result: string;
}
export interface AtcType {
  id: string;
  name: string;
}
/** GET atc/tipus and atc/tipus/{type}/subtipus. */
export interface AtcTypeListResponse {
  data: AtcType[];
}

/** A communication the retailer sent about a contract (a letter, a notice): a document of the contract. */
export interface ContractCommunication {
  id: number;
  /** The document's title. */
  name: string;
  /** ISO date-time. */
  created_date: string;
  size_text: string;
  filename: string;
  /** GET contract/download_attachment/{id} (v2) downloads it. */
  download_id: number;
}
/**
 * GET contracts/{contractId}/communications/?offset&limit (v2, v1 also answers; designed, api/docs/contracts.md): the
 * contract's communications, newest first. `contractId` is the contract's id or its number.
 */
export interface ContractCommunicationListResponse {
  /** The contract the communications belong to, whichever of its id or number the call named. */
  contract: { id: number; name: string; kind: ContractKind };
  items: ContractCommunication[];
  total_items: number;
  n_items: number;
  offset: number;
  limit: number;
}
