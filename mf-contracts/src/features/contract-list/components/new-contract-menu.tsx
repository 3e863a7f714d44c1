// The new-contract menu (several contracting flows enabled), loaded when the customer reaches for its button
// (`MenuOnDemand` in new-contract-button.tsx): the widgets' menu machinery stays out of the list's first screen.
import { useLingui } from '@lingui/react/macro';
import { pathTo, useNavigate, type ContractingRoute } from '@portal/shared/routes';
import { Button, Portal } from '@portal/shared/ui';
import { Menu } from '@portal/shared/widgets';

export interface NewContractMenuProps {
  routes: readonly ContractingRoute[];
  defaultOpen?: boolean;
}

export function NewContractMenu({ routes, defaultOpen }: NewContractMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const label: Record<ContractingRoute, string> = {
    newElectricityCustomer: t`Electricity`,
    newGasCustomer: t`Gas`,
    newDualCustomer: t`Electricity and gas`,
  };
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={({ value }) => void navigate(pathTo(value as ContractingRoute))}
    >
      <Menu.Trigger asChild>
        <Button colorPalette="primary">{t`New contract`}</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {/* Electricity, gas, then both. */}
            {(['newElectricityCustomer', 'newGasCustomer', 'newDualCustomer'] as const)
              .filter((route) => routes.includes(route))
              .map((route) => (
                <Menu.Item key={route} value={route}>
                  {label[route]}
                </Menu.Item>
              ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
