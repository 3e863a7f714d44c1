import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink, pathTo, useNavigate } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Button, Portal } from '@portal/shared/ui';
import { Menu } from '@portal/shared/widgets';
import { type ContractingRoute, enabledContractingRoutes } from '../../../lib/contracting';

/**
 * "a button to start a new contract (electricity, gas or dual menu)" (customer-area §2 "Contracts list"): a link to
 * the one enabled contracting flow, a menu when there are several, nothing when none is.
 */
export function NewContractButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings((s) => s.settings);
  const flags = useSettings((s) => s.flags);
  const routes = enabledContractingRoutes({ settings, flags });
  const label: Record<ContractingRoute, string> = {
    newElectricityCustomer: t`Electricity`,
    newGasCustomer: t`Gas`,
    newDualCustomer: t`Electricity and gas`,
  };
  const [only] = routes;
  if (only === undefined) return null;
  if (routes.length === 1) {
    return (
      <Button asChild colorPalette="primary">
        <RouterLink to={pathTo(only)}>{t`New contract`}</RouterLink>
      </Button>
    );
  }
  return (
    <Menu.Root onSelect={({ value }) => void navigate(pathTo(value as ContractingRoute))}>
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
