// Who the contract's fiscal holder is and how its invoices are paid (customer-area §3, Contract (detail):
// "fiscal_partner (name, vat) … payment and payer data"), as items of the contract data section, electricity and gas.
import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import type { DataItem } from '../../../components/data-items';

export interface ContractPartyItems {
  /** The fiscal holder's name beside its tax id. */
  fiscal: DataItem[];
  /** The payment method, the payer and the payer's tax id. */
  payment: DataItem[];
}

export function useContractPartyItems(
  contract: Pick<ContractDetail, 'fiscal_partner' | 'payment'>,
): ContractPartyItems {
  const { t } = useLingui();
  const { mode, payer_name, payer_vat } = contract.payment;
  // The API's modes (its `contracts.payment_mode`: `direct_debit` for every contract it holds); another one shows as
  // the API sends it rather than not at all.
  const modeLabel = mode === 'direct_debit' ? t`Direct debit` : mode;
  return {
    fiscal: [
      { label: t`Fiscal holder`, value: contract.fiscal_partner.name },
      { label: t`Tax id`, value: contract.fiscal_partner.vat },
    ],
    payment: [
      { label: t`Payment method`, value: modeLabel },
      { label: t`Payer`, value: payer_name },
      { label: t`Payer's tax id`, value: payer_vat },
    ],
  };
}
