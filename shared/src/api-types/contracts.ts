// Contracts (customer-area §3 "Contract (list item)", "Contract (detail)", "Address", payloads; §7 "Contracts").
import type { components } from './generated';

type Schemas = components['schemas'];

export type ContractKind = Schemas['ContractKind'];
export type ContractState = Schemas['ContractState'];
export type RequestState = Schemas['RequestState'];

export type ContractCups = Schemas['ContractCups'];

export type PowerPeriod = Schemas['PowerPeriod'];

export type NotificationAddress = Schemas['NotificationAddress'];

export type ContractListItem = Schemas['ContractListItem'];

export type ContractListResponse = Schemas['ContractListResponse'];

export type ContractService = Schemas['ContractService'];

export type ContractAttachment = Schemas['ContractAttachment'];

export type SipsCession = Schemas['SipsCession'];

export type ContractDetail = Schemas['ContractDetail'];
export type ContractDetailResponse = Schemas['ContractDetailResponse'];

export type ContractRequestKind = Schemas['ContractRequestKind'];

export type Address = Schemas['Address'];
export type AddressListResponse = Schemas['AddressListResponse'];

export type NewAddressPayload = Schemas['NewAddressPayload'];

export type NotificationChangeRequest = Schemas['NotificationChangeRequest'];
export type NotificationChangeResponse = Schemas['NotificationChangeResponse'];

export type NotificationFieldRequest = Schemas['NotificationFieldRequest'];
export type NotificationFieldResponse = Schemas['NotificationFieldResponse'];

export type BankAccount = Schemas['BankAccount'];
export type BankAccountListResponse = Schemas['BankAccountListResponse'];

export type IbanChangeRequest = Schemas['IbanChangeRequest'];
export type SignedRequestResponse = Schemas['SignedRequestResponse'];

export type PowerChangeRequest = Schemas['PowerChangeRequest'];

export type InvoiceOnlineRequest = Schemas['InvoiceOnlineRequest'];
export type InvoiceOnlineResponse = Schemas['InvoiceOnlineResponse'];

export type NoCessionSipsRequest = Schemas['NoCessionSipsRequest'];

export type DoubleTariff = Schemas['DoubleTariff'];
export type HappyHours = Schemas['HappyHours'];
export type HappyDay = Schemas['HappyDay'];
/**
 * The tariff customisations' answers by kind (customer-area §7 "Contracts"): the current choice (`data` null while
 * none is chosen; a choice answers the same) and the available ones.
 */
export interface TariffCustomisationAnswers {
  'double-tariff': {
    current: Schemas['DoubleTariffResponse'];
    available: Schemas['DoubleTariffListResponse'];
  };
  'happy-hours': { current: Schemas['HappyHoursResponse']; available: Schemas['HappyHoursListResponse'] };
  'happy-day': { current: Schemas['HappyDayResponse']; available: Schemas['HappyDayListResponse'] };
}

export type AtcRequest = Schemas['AtcRequest'];
export type AtcResponse = Schemas['AtcResponse'];
export type AtcType = Schemas['AtcType'];
export type AtcTypeListResponse = Schemas['AtcTypeListResponse'];

export type ContractCommunication = Schemas['ContractCommunication'];
export type ContractCommunicationListResponse = Schemas['ContractCommunicationListResponse'];
