// The query strings and path parameters of the API's calls, as the contract declares them (api/src/contract/
// parameters.ts, generated into generated.ts): what a remote sends as `searchParams` is typed by these. Query values
// are strings on the wire, so numbers are sent as their digits (`String(offset)`).
import type { components } from './generated';

type Schemas = components['schemas'];

// Queries (customer-area and visitor-features §7).
export type ContractListQuery = Schemas['ContractListQuery'];
export type ContractCsvQuery = Schemas['ContractCsvQuery'];
export type CommunicationListQuery = Schemas['CommunicationListQuery'];
export type CaseListQuery = Schemas['CaseListQuery'];
export type CaseCategoriesQuery = Schemas['CaseCategoriesQuery'];
export type InvoiceListQuery = Schemas['InvoiceListQuery'];
export type MultipointInvoiceListQuery = Schemas['MultipointInvoiceListQuery'];
export type InvoiceChartQuery = Schemas['InvoiceChartQuery'];
export type InvoiceZipQuery = Schemas['InvoiceZipQuery'];
export type InvoiceFilterParamsQuery = Schemas['InvoiceFilterParamsQuery'];
export type ConsumptionRangeQuery = Schemas['ConsumptionRangeQuery'];
export type CupsLookupQuery = Schemas['CupsLookupQuery'];
export type TariffQuery = Schemas['TariffQuery'];
export type LangQuery = Schemas['LangQuery'];
export type PricelistQuery = Schemas['PricelistQuery'];
export type GasPricelistQuery = Schemas['GasPricelistQuery'];
export type NewsletterLinkQuery = Schemas['NewsletterLinkQuery'];
export type PlatformHealthQuery = Schemas['PlatformHealthQuery'];

// Path parameters.
export type ContractNameParams = Schemas['ContractNameParams'];
export type ContractIdParams = Schemas['ContractIdParams'];
export type AtcContractParams = Schemas['AtcContractParams'];
export type ContractCommunicationsParams = Schemas['ContractCommunicationsParams'];
export type NotificationFieldParams = Schemas['NotificationFieldParams'];
export type ContractBatteryParams = Schemas['ContractBatteryParams'];
export type BatteryParams = Schemas['BatteryParams'];
export type BatteryIdsParams = Schemas['BatteryIdsParams'];
export type AttachmentParams = Schemas['AttachmentParams'];
export type AtcTypeParams = Schemas['AtcTypeParams'];
export type CaseParams = Schemas['CaseParams'];
export type CaseAttachmentParams = Schemas['CaseAttachmentParams'];
export type ConsumptionParams = Schemas['ConsumptionParams'];
export type InvoiceFileParams = Schemas['InvoiceFileParams'];
export type PlatformParams = Schemas['PlatformParams'];
export type TransactionParams = Schemas['TransactionParams'];
export type ZipcodeParams = Schemas['ZipcodeParams'];
export type ProvinceParams = Schemas['ProvinceParams'];
export type ServerPageParams = Schemas['ServerPageParams'];
export type BannerParams = Schemas['BannerParams'];
export type CupsParams = Schemas['CupsParams'];
export type CouponParams = Schemas['CouponParams'];
export type LeadParams = Schemas['LeadParams'];
export type SubscriberParams = Schemas['SubscriberParams'];
export type NewsletterKeyParams = Schemas['NewsletterKeyParams'];
