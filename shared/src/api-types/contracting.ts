// Contracting wizard calls (visitor-features §3 "Other contracting entities", §7, "FormConfirm payloads by step").

/** GET tariff?power= (v1) and GET gas/tariff (v2). */
export interface AccessTariff {
  id: number;
  name: string;
}
/** GET pricelist?power&atr&cups[&selfcons][&promocode]&lang (v1) and GET gas/pricelist?atr&cups (v2). */
export interface PricelistProduct {
  id: number;
  name: string;
  ov_description: string;
  ov_link: string;
  /**
   * The power term by period (electricity: €/kW and day, "P1".."P6"; gas: the fixed term in €/day, "F"). Answered by
   * the reference API (issue 41 item 4); a backend that does not answer it shows no prices.
   */
  power_prices?: Record<string, number>;
  /** The energy term by period in €/kWh (electricity: "P1".."P6"; gas: the variable term, "V"). */
  energy_prices?: Record<string, number>;
}
/** GET user/coupons?lang (signed in): a campaign coupon or a plain one. */
export type Coupon =
  | { code_url: string; campaign: { name: string; description: string; url: string } }
  | { title: string; description: string };
/** GET leads/validate-coupon/{coupon}/ */
export interface ValidateCouponResponse {
  valid: boolean;
  coupon: string;
  description?: string;
}
/** GET contractacio/config (v1): the contracting flags of visitor-features §3, without the `contractation.` prefix. */
export interface ContractingConfig {
  requireLeadConsent: boolean;
  shouldCheckDNI: boolean;
  shouldCheckMorosity: boolean;
  restrictCompanyVAT: boolean;
  selectComerOrigin: boolean;
  mustAcceptMorosityVerification: boolean;
  invoiceRequired: boolean;
  requireMarkChangeOwner: boolean;
  requireDocumentation: boolean;
  askPublicity: boolean;
  'electricity.emailRequired': boolean;
  'dual.isGasMandatory': boolean;
  businessHaltContractation: boolean;
  commsLanguage: boolean;
  /** Household CNAE (visitor-features §3: id 986, code 9820). */
  defaultCnae: { id: number; name: string };
  defaultSelfconsCode: string;
}
/** GET contractacio/config/cups/{cups}?old=0 (v1) and GET gas/contractacio/config/cups/{cups} (v2). */
export interface CupsConfigResponse {
  cups: string;
  power: number;
  power2: number;
  power3: number;
  power4: number;
  power5: number;
  power6: number;
  access_tariff: AccessTariff;
}

/**
 * CUPS availability (the spec does not show it; designed here): GET contractacio/cups/{cups}/availability (v1) for
 * electricity and GET gas/contractacio/cups/{cups}/availability (v2) for gas. A malformed CUPS is a 400
 * `{"errors": {"cups": "CUPS not valid"}}`; a valid CUPS the retailer cannot supply answers cupsAvailable false with a
 * reason. The answer fills the installation step's cupsSIPSData.
 */
export interface CupsAvailabilityResponse {
  cups: string;
  cupsAvailable: boolean;
  /** Why it is not available: already_supplied (the retailer's own customer), pending_switch, blocked. */
  reason?: 'already_supplied' | 'pending_switch' | 'blocked';
  sipsDataAvailable: boolean;
  accessTariff: string;
  power: number;
  power2: number;
  power3: number;
  power4: number;
  power5: number;
  power6: number;
  selfcons: boolean;
  selfconsCode: string;
  address: { zipcode: string };
}

/** GET misc/cnaes/ */
export interface Cnae {
  id: number;
  name: string;
  descripcio: string;
}
/** GET leads/comers (v1) and gas/leads/comers (v2): retailers a visitor may come from. */
export interface Retailer {
  id: number;
  name: string;
}

export interface LeadAddress {
  state?: number;
  municipi?: string;
  poblacio?: string;
  /** The street type id of geo/tipovias/ (a code such as "CL"). */
  tv?: number | string;
  nv?: string;
  pnp?: string;
  bq?: string;
  es?: string;
  pt?: string;
  pu?: string;
  dp?: string;
  zip?: string;
  aclarador?: string;
  ref_catastral?: string;
  different_address?: boolean;
  mobile?: string;
  email?: string;
}
export interface LeadFile {
  name: string;
  /** data:<mime>;base64,... */
  content: string;
}
export interface LeadOwner {
  type: 'F' | 'J';
  name?: string;
  fisic_vat?: string;
  first_name?: string;
  surname1?: string;
  surname2?: string;
  juridic_vat?: string;
  rep_vat?: string;
  rep_name?: string;
  rep_surname1?: string;
  rep_surname2?: string;
  changeOwner?: boolean;
}

/**
 * POST leads (v1) and gas/leads (v2): the FormConfirm of one wizard step (1 to 5). The first call (without lead_id)
 * creates the lead; later calls send lead_id and the step's fields. Step 5 with confirm true confirms the lead.
 * Each step's fields join what the lead holds field by field: an object (the supply point's address) is merged, so a
 * later step never erases an earlier one's, and a value of another shape than the stored one is a 400.
 */
export interface LeadRequest {
  step: 1 | 2 | 3 | 4 | 5;
  lead_id?: number;
  // Step 1
  allow_contact?: boolean;
  activeContract?: boolean;
  cups?: string | (LeadAddress & { name: string });
  cnae?: { cnae: number; vivienda: boolean };
  comerOrigin?: number | null;
  invoice?: LeadFile[];
  // Step 2
  owner?: LeadOwner;
  owner_address?: LeadAddress;
  cif?: LeadFile[];
  commsLanguage?: string;
  nif_faceup?: LeadFile[];
  nif_facedown?: LeadFile[];
  // Step 3 electricity
  power?: number;
  power2?: number;
  power3?: number;
  power4?: number;
  power5?: number;
  power6?: number;
  promotional_code?: string[];
  tarifa?: number;
  tarifaATR?: number;
  selfconsCode?: string;
  selfcons_attach?: LeadFile[];
  // Step 3 gas
  electricityLeadId?: number;
  // Step 4
  bank?: { iban: string; owner_is_bank_owner: boolean };
  // Step 5
  accept_gdpr?: boolean;
  accept_ov_conditions?: boolean;
  activate_publicity?: boolean;
  confirm?: boolean;
}
export interface LeadResponse {
  status: 'OK';
  lead_id: number;
  /**
   * Designed (issue 42 finding 2): answered when the call made the lead, the secret that every later call about it
   * sends in the `X-Lead-Token` header (POST leads with its lead_id, the DNI and scoring checks). A visitor's lead
   * answers 404 to a call without it; a signed-in customer's lead is the customer's.
   */
  lead_token?: string;
  /** Step 5 with confirm: the server-rendered finish page. */
  result?: { error: boolean; render: { format: 'html' | 'markdown'; body: string } };
}
/** GET leads/solvencia/{lead_id} (v1): false is a bad score. */
export interface ScoringResponse {
  lead_id: number;
  scoring: boolean;
}
/** GET leads/dni-validation/{lead_id} (v1): false when the DNI is not registered under the name given. */
export interface DniValidationResponse {
  lead_id: number;
  dni_valid: boolean;
}

/** The header that carries a visitor's lead token (LeadResponse.lead_token) on every later call about the lead. */
export const LEAD_TOKEN_HEADER = 'X-Lead-Token';
