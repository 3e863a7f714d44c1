// The changes a customer requests on a contract (customer-area §7 "Contracts"). Each mutation hook invalidates every
// contract query (`['contracts']`: the detail, the lists and the options show the change) and emits
// `contract:changed` with what changed; the electronic notification also updates the profile (`profile:changed`).
import type {
  AddressListResponse,
  BankAccountListResponse,
  InvoiceOnlineResponse,
  NotificationChangeRequest,
  NotificationChangeResponse,
  NotificationFieldResponse,
  PowerChangeRequest,
  ProfileV2Response,
  SignedRequestResponse,
} from '@portal/shared/api-types';
import { bus } from '@portal/shared/events';
import { api } from '@portal/shared/http';
import { queryOptions, useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACTS_QUERY_KEY } from '../../../lib/contract-keys';
import { contractDetailQueries } from './contract-detail-queries';

export type ContractChange =
  | 'email'
  | 'phone'
  | 'iban'
  | 'power'
  | 'notificationAddress'
  | 'invoiceDelivery'
  | 'noCessionSips'
  | 'electronicNotification'
  | 'tariffCustomisation';

const path = (contractName: string) => `contracts/${encodeURIComponent(contractName)}`;

/** The key of a change's mutations: its dialog stays open while one is sending (`useIsMutating`). */
export function changeMutationKey(contractName: string, change: ContractChange) {
  return [...CONTRACTS_QUERY_KEY, 'change', contractName, change] as const;
}

/** Whether a change of `contractName` is being sent. */
export function useChangeSending(contractName: string, change: ContractChange): boolean {
  return useIsMutating({ mutationKey: changeMutationKey(contractName, change) }) > 0;
}

/** A mutation of the template: on success, every contract query refetches and the bus says what changed. */
export function useContractMutation<Variables, Result>(
  contractName: string,
  change: ContractChange,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changeMutationKey(contractName, change),
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
      bus.emit('contract:changed', { contractName, change });
    },
  });
}

/** "Update contracts/{name}/notification/{field}/ with the field value (email or phone); 400 returns errors." */
export function useUpdateContactField(contractName: string, field: 'email' | 'phone') {
  return useContractMutation(contractName, field, (value: string) =>
    api.put<NotificationFieldResponse>(`${path(contractName)}/notification/${field}/`, {
      versions: [2, 1],
      json: { [field]: value },
    }),
  );
}

export interface IbanChangeValues {
  already_registered: 'yes' | 'no';
  bank_id?: string;
  iban?: string;
  owner_is_bank_owner?: boolean;
  files?: File[];
}

export function ibanFormData(values: IbanChangeValues): FormData {
  const body = new FormData();
  body.append('already_registered', values.already_registered);
  if (values.already_registered === 'yes') body.append('bank_id', values.bank_id ?? '');
  else {
    body.append('iban', values.iban ?? '');
    body.append('owner_is_bank_owner', values.owner_is_bank_owner ? 'true' : 'false');
    for (const file of values.files ?? []) body.append('files', file, file.name);
  }
  return body;
}

/**
 * "POST contracts/{contractName}/iban/ with already_registered, bank_id, iban, owner_is_bank_owner, files (gas version
 * 2 uses contracts/{contractId}/iban/); reads waiting_for_signature and result."
 */
export function useChangeIban(contract: { name: string; id: number; kind: 'electricity' | 'gas' }) {
  return useContractMutation(contract.name, 'iban', (values: IbanChangeValues) =>
    contract.kind === 'gas'
      ? api.post<SignedRequestResponse>(`contracts/${contract.id}/iban/`, {
          version: 2,
          body: ibanFormData(values),
        })
      : api.post<SignedRequestResponse>(`${path(contract.name)}/iban/`, { body: ibanFormData(values) }),
  );
}

/** "POST contracts/{contractName}/power/ with phone, phone_num, phone_pre, power_p1..p6; reads waiting_for_signature." */
export function useChangePower(contractName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changeMutationKey(contractName, 'power'),
    mutationFn: (body: PowerChangeRequest) =>
      api.post<SignedRequestResponse>(`${path(contractName)}/power/`, { json: body }),
    onSuccess: async () => {
      // "After a power request sends, ATR is marked unavailable" (customer-area §4), at once, before the refetch.
      queryClient.setQueryData(contractDetailQueries.detail(contractName).queryKey, (old) =>
        old ? { ...old, atr_available: false } : old,
      );
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
      bus.emit('contract:changed', { contractName, change: 'power' });
    },
  });
}

/** "POST contracts/{name}/notification/ (v2) with address_type (new or existing) and address_id or address." */
export function useChangeNotificationAddress(contractName: string) {
  return useContractMutation(contractName, 'notificationAddress', (body: NotificationChangeRequest) =>
    api.post<NotificationChangeResponse>(`${path(contractName)}/notification/`, { version: 2, json: body }),
  );
}

/** "POST /contracts/{contract_name} (v2) with invoice_online (email or postal); gas: POST contracts/{name}/ with
 * invoice_online true." */
export function useChangeInvoiceDelivery(contractName: string, kind: 'electricity' | 'gas') {
  return useContractMutation(contractName, 'invoiceDelivery', (invoiceOnline: 'email' | 'postal' | true) =>
    kind === 'gas'
      ? api.post<InvoiceOnlineResponse>(`${path(contractName)}/`, { json: { invoice_online: true } })
      : api.post<InvoiceOnlineResponse>(path(contractName), {
          version: 2,
          json: { invoice_online: invoiceOnline },
        }),
  );
}

/** "POST /contracts/{contractName}/no_cession_sips/ with noCessionSelection ('actual'); response waiting_for_signature." */
export function useRequestNoCessionSips(contractName: string) {
  return useContractMutation(contractName, 'noCessionSips', () =>
    api.post<SignedRequestResponse>(`${path(contractName)}/no_cession_sips/`, {
      json: { noCessionSelection: 'actual' },
    }),
  );
}

/** "A request first updates the user's mobile and email, then posts the request" (PUT users/, then POST
 * contracts/{name}/electronic_notification/). */
export function useRequestElectronicNotification(contractName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changeMutationKey(contractName, 'electronicNotification'),
    mutationFn: async (contact: { mobile: string; email: string }) => {
      await api.put('users/', { json: contact });
      bus.emit('profile:changed', {});
      return api.post<SignedRequestResponse>(`${path(contractName)}/electronic_notification/`);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
      bus.emit('contract:changed', { contractName, change: 'electronicNotification' });
    },
  });
}

/** What the change dialogs offer: the customer's bank accounts and addresses (v2). */
export const changeOptionsQueries = {
  all: () => [...CONTRACTS_QUERY_KEY, 'change-options'] as const,
  ibans: () =>
    queryOptions({
      queryKey: [...changeOptionsQueries.all(), 'ibans'] as const,
      queryFn: async ({ signal }) =>
        (await api.get<BankAccountListResponse>('contracts/ibans/', { version: 2, signal })).data,
    }),
  addresses: (contractName: string) =>
    queryOptions({
      queryKey: [...changeOptionsQueries.all(), 'addresses', contractName] as const,
      queryFn: async ({ signal }) =>
        (await api.get<AddressListResponse>(`${path(contractName)}/addresses/`, { version: 2, signal })).data,
    }),
};

/** The user's contact (GET users/, v2): the electronic notification updates its mobile and e-mail first. */
export const profileQuery = queryOptions({
  queryKey: [...CONTRACTS_QUERY_KEY, 'profile'] as const,
  queryFn: async ({ signal }) => (await api.get<ProfileV2Response>('users/', { version: 2, signal })).data,
});
