import { useLingui } from '@lingui/react/macro';
import type { ContractDetail } from '@portal/shared/api-types';
import { formatKw } from '@portal/shared/format';
import { formatDate } from '@portal/shared/dates';
import { useSetting } from '@portal/shared/settings';
import { ContractDebtStatus } from '../../../components/contract-debt-status';
import { ContractStateChip } from '../../../components/contract-state-chip';
import { type DataItem, DataItems } from '../../../components/data-items';
import { SectionCard } from '../../../components/section-card';
import { DETAIL_SECTION_IDS } from '../../../lib/detail-sections';
import { useContractPartyItems } from './use-contract-party-items';

/**
 * Contract data: number, state label and debt, holder, fiscal holder and tax id, tariff, product, powers, bank account,
 * payment method and payer.
 */
export function ContractDataSection({ contract }: { contract: ContractDetail }) {
  const { t } = useLingui();
  const showProduct = useSetting('showProduct');
  const showPower = useSetting('showPower');
  const party = useContractPartyItems(contract);
  const delivery =
    contract.invoice_online === 'postal' || contract.invoice_online === false ? t`By post` : t`By e-mail`;
  const items: DataItem[] = [
    { label: t`Contract number`, value: contract.name },
    { label: t`State`, value: <ContractStateChip contract={contract} withDebt={false} /> },
    { label: t`Debt`, value: <ContractDebtStatus contract={contract} /> },
    { label: t`Holder`, value: contract.owner_partner.name },
    ...party.fiscal,
    { label: t`Fiscal address`, value: contract.fiscal_address.full_address },
    { label: t`Tariff`, value: contract.tariff.name },
    ...(showProduct ? [{ label: t`Product`, value: contract.pricelist.nom_comercial }] : []),
    ...(showPower && contract.contracted_power_period.length > 0
      ? [
          {
            label: t`Contracted power`,
            value: contract.contracted_power_period
              .map((p) => `${p.period} ${formatKw(p.power)}`)
              .join(' · '),
          },
        ]
      : []),
    { label: t`Signature date`, value: formatDate(contract.sign_date) },
    { label: t`Bank account`, value: contract.bank_account?.printable_iban ?? '' },
    ...party.payment,
    { label: t`Invoice delivery`, value: delivery },
  ];
  return (
    <SectionCard title={t`Contract data`} id={DETAIL_SECTION_IDS.data}>
      <DataItems items={items} />
    </SectionCard>
  );
}
