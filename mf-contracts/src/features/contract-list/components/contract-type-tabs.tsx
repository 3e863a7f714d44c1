import { useLingui } from '@lingui/react/macro';
import { NavLink, pathTo } from '@portal/shared/routes';
import { Box, HStack } from '@portal/shared/ui';
import type { ContractListType } from '../api/contract-list-queries';

export interface ContractTypeTabsProps {
  kinds: readonly ContractListType[];
}

/**
 * Electricity, gas and multipoint as links that look like tabs: the type is in the address (customer-area §2
 * "Contracts list": "Tabs for electricity and gas, only when more than one contract type is displayed; the address
 * carries contractType"; §1 "list contracts of type electricity, gas and multipoint"). The page renders them only for
 * two types or more.
 */
export function ContractTypeTabs({ kinds }: ContractTypeTabsProps) {
  const { t } = useLingui();
  const label: Record<ContractListType, string> = {
    electricity: t`Electricity`,
    gas: t`Gas`,
    multipoint: t`Multipoint`,
  };
  return (
    <HStack as="nav" aria-label={t`Contract types`} gap="1" borderBottomWidth="1px" overflowX="auto">
      {kinds.map((kind) => (
        <Box
          key={kind}
          asChild
          px="4"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderColor="transparent"
          fontWeight="medium"
          color="fg.muted"
          whiteSpace="nowrap"
          focusRing="inside"
          css={{ '&[aria-current=page]': { borderColor: 'colorPalette.solid', color: 'fg' } }}
          colorPalette="primary"
        >
          <NavLink to={pathTo('contracts', { contractType: kind })} end>
            {label[kind]}
          </NavLink>
        </Box>
      ))}
    </HStack>
  );
}
