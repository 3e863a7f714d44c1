// Contracting wizard calls (visitor-features §3 "Other contracting entities", §7, "FormConfirm payloads by step").
import type { components } from './generated';

type Schemas = components['schemas'];

export type AccessTariff = Schemas['AccessTariff'];
export type PricelistProduct = Schemas['PricelistProduct'];
export type Coupon = Schemas['Coupon'];
export type ValidateCouponResponse = Schemas['ValidateCouponResponse'];
export type ContractingConfig = Schemas['ContractingConfig'];
export type CupsConfigResponse = Schemas['CupsConfigResponse'];

export type CupsAvailabilityResponse = Schemas['CupsAvailabilityResponse'];

export type Cnae = Schemas['Cnae'];
export type Retailer = Schemas['Retailer'];

export type LeadAddress = Schemas['LeadAddress'];
export type LeadSupplyAddress = Schemas['LeadSupplyAddress'];
export type GasLeadRequest = Schemas['GasLeadRequest'];
export type LeadFile = Schemas['LeadFile'];
export type LeadOwner = Schemas['LeadOwner'];

export type LeadRequest = Schemas['LeadRequest'];
export type LeadResponse = Schemas['LeadResponse'];
export type ScoringResponse = Schemas['ScoringResponse'];
export type DniValidationResponse = Schemas['DniValidationResponse'];

/** The header that carries a visitor's lead token (LeadResponse.lead_token) on every later call about the lead. */
export const LEAD_TOKEN_HEADER = 'X-Lead-Token';
