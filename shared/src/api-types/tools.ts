// Calculator lead, comparators, newsletters and OMIP price alerts (visitor-features §3 and §7).

export interface CalculatorAppliance {
  name: string;
  totalPower: number;
  enabled: boolean;
}
/**
 * POST leads/potencia (v1; the spec does not show the calculator lead's path, designed here): the power calculator's
 * result with the lead-contact form.
 */
export interface PowerLeadRequest {
  cups: string;
  data: {
    optimalPower: number;
    appliances: CalculatorAppliance[];
    area: number;
    numPersones: number;
    cofSimul: number;
    name: string;
    surname1: string;
    surname2?: string;
    email: string;
    telephone: string;
    contactHours: string;
    consent: boolean;
    invoice?: { name: string; content: string };
  };
}
export interface LeadOkResponse {
  status: 'OK';
  lead_id: number;
}

/** POST price-compare/ with mode auto: the electricity comparator form (dates YYYY-MM-DD). */
export interface ElectricityCompareRequest {
  mode: 'auto';
  cups: string;
  comerOrigin: number;
  consent?: boolean;
  startDate: string;
  endDate: string;
  accessTariff: number;
  invoiceAmount: number;
  p1: number;
  p2?: number;
  p3?: number;
  p4?: number;
  p5?: number;
  p6?: number;
  power: number;
  power2?: number;
}
/** POST gas/price-compare with mode auto. */
export interface GasCompareRequest {
  mode: 'auto';
  cups: string;
  comerOrigin: number;
  access_tariff: number;
  consumption: number;
  startDate: string;
  endDate: string;
  invoiceAmount: number;
}
/** price-compare/ and gas/price-compare with mode manual: send the invoice instead (answers LeadOkResponse). */
export interface InvoiceLeadRequest {
  mode: 'manual';
  cups?: string;
  name: string;
  surname1?: string;
  surname2?: string;
  email: string;
  telephone: string;
  consent: boolean;
  invoice: { name: string; content: string };
}
/** POST price-compare/confirm, and gas/price-compare with mode confirm: the I-am-interested form. */
export interface CompareConfirmRequest {
  mode?: 'confirm';
  cups: string;
  name: string;
  surname1?: string;
  surname2?: string;
  email: string;
  telephone: string;
  contactHours?: string;
  consent: boolean;
}

export interface ComparisonLine {
  name: string;
  price_unit: number;
  quantity: number;
  multi: number;
}
export interface ComparisonTax {
  name: string;
  amount: number;
  /**
   * The electricity special tax, whatever the language of its name (the reference API names it in the request's
   * language); without it, a name containing 'Impuesto especial' (visitor-features §2).
   */
  special?: boolean;
}
/** The provider's offer for the same period: header and content are HTML (sanitise before showing). */
export interface ComparisonResult {
  header: string;
  content: string;
  total_amount: number;
  /** invoiceAmount − total_amount (positive: the visitor saves). */
  saving: number;
  days: number;
  operations: {
    potencia?: ComparisonLine[];
    energia?: ComparisonLine[];
    lloguer?: ComparisonLine[];
    fijo?: ComparisonLine[];
    variable?: ComparisonLine[];
  };
  taxes: ComparisonTax[];
}
export interface ComparisonResponse {
  data: ComparisonResult;
}

/** GET subscribers/{subscriber_id}. */
export interface Subscriber {
  id: number;
  emails: string[];
}
/** GET newsletters/{subscriptor_id_or_email}: every newsletter, with this subscriber's state. */
export interface Newsletter {
  newsletter_id: number;
  name: string;
  subscribed: boolean;
  subscriptor_id: number | null;
  /** Already exported to the mailing platform: a subscribed one cannot be toggled. */
  exported: boolean;
  newsletter_description: string;
}
/** POST subscriber/set_active_newsletters. */
export interface SetActiveNewslettersRequest {
  subscriptor_or_email: number | string;
  selected_newsletters: number[];
}
/** `removed` when nothing stays selected (the subscriber is deleted), else the updated list. */
export interface SetActiveNewslettersResponse {
  result: 'removed' | Newsletter[];
}
/** POST subscriber/set_mails. */
export interface SetMailsRequest {
  subscriberId: number;
  emails: string[];
}
/** POST subscriber/set_mails: the subscriber's e-mails now, and the new ones waiting for their mailed link. */
export interface SetMailsResponse {
  status: 'OK';
  id: number;
  emails: string[];
  pending_emails?: string[];
}

/** GET omip/products/ (signed in). */
export interface OmipProduct {
  id: string;
  name: string;
  /** Last settlement price, €/MWh. */
  last_price: number;
}
export type OmipAlertType = '<' | '>' | '==';
/** GET omip/alerts/ answers the customer's alerts. */
export interface OmipAlert {
  id: number;
  product: string;
  type: OmipAlertType;
  price: number;
}
/** POST omip/alerts/: without id creates, with id updates; type also accepts lower, greater, equal. */
export interface OmipAlertRequest {
  id?: number | null;
  product: string;
  type: OmipAlertType | 'lower' | 'greater' | 'equal';
  price: number;
}
export interface OmipAlertResponse {
  status: 'OK';
  id: number;
}
/** POST omip/delete/alerts/ */
export interface OmipDeleteRequest {
  id: number;
}
export interface OmipStatusResponse {
  status: 'OK';
}
