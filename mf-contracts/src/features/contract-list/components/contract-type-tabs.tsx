import { useLingui } from '@lingui/react/macro';
import { pathTo } from '@portal/shared/routes';
import { TabLinks } from '@portal/shared/ui';
import type { ContractListType } from '../api/contract-list-queries';

export interface ContractTypeTabsProps {
  kinds: readonly ContractListType[];
  /** The type in the address. */
  current: ContractListType;
}

/**
 * Electricity, gas and multipoint as links that look like tabs: the type is in the address (customer-area §2
 * "Contracts list": "Tabs for electricity and gas, only when more than one contract type is displayed; the address
 * carries contractType"; §1 "list contracts of type electricity, gas and multipoint"). The page renders them only for
 * two types or more.
 */
export function ContractTypeTabs({ kinds, current }: ContractTypeTabsProps) {
  const { t } = useLingui();
  const label: Record<ContractListType, string> = {
    electricity: t`Electricity`,
    gas: t`Gas`,
    multipoint: t`Multipoint`,
  };
  return (
    <TabLinks
      label={t`Contract types`}
      links={kinds.map((kind) => ({
        key: kind,
        label: label[kind],
        to: pathTo('contracts', { contractType: kind }),
        current: kind === current,
      }))}
    />
  );
}
