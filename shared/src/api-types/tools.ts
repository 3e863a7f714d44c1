// Calculator lead, comparators, newsletters and OMIP price alerts (visitor-features §3 and §7).
import type { components } from './generated';

type Schemas = components['schemas'];

export type CalculatorAppliance = Schemas['CalculatorAppliance'];
export type PowerLeadRequest = Schemas['PowerLeadRequest'];
export type LeadOkResponse = Schemas['LeadOkResponse'];

export type ElectricityCompareRequest = Schemas['ElectricityCompareRequest'];
export type GasCompareRequest = Schemas['GasCompareRequest'];
export type InvoiceLeadRequest = Schemas['InvoiceLeadRequest'];
export type CompareConfirmRequest = Schemas['CompareConfirmRequest'];

export type ComparisonLine = Schemas['ComparisonLine'];
export type ComparisonTax = Schemas['ComparisonTax'];
export type ComparisonResult = Schemas['ComparisonResult'];
export type ComparisonResponse = Schemas['ComparisonResponse'];

export type Subscriber = Schemas['Subscriber'];
export type Newsletter = Schemas['Newsletter'];
export type SetActiveNewslettersRequest = Schemas['SetActiveNewslettersRequest'];
export type SetActiveNewslettersResponse = Schemas['SetActiveNewslettersResponse'];
export type SetMailsRequest = Schemas['SetMailsRequest'];
export type SetMailsResponse = Schemas['SetMailsResponse'];

export type OmipProduct = Schemas['OmipProduct'];
export type OmipAlertType = Schemas['OmipAlertType'];
export type OmipAlert = Schemas['OmipAlert'];
export type OmipAlertRequest = Schemas['OmipAlertRequest'];
export type OmipAlertResponse = Schemas['OmipAlertResponse'];
export type OmipDeleteRequest = Schemas['OmipDeleteRequest'];
export type OmipStatusResponse = Schemas['OmipStatusResponse'];
