// The next step out of an empty state for a customer with no contract (issue 44 item 3: "empty states with an icon and
// the next action"): a link to contract a supply, through the flow the brand enables. The contracts list and the case
// forms show it.
import { Trans } from '@lingui/react/macro';
import { type ContractingRoute, enabledContractingRoutes, IntentLink, pathTo } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Button } from '@chakra-ui/react';

export interface ContractSupplyActionProps {
  /** The flow wanted first (a list's own kind) when the brand enables it; else the first one it enables. */
  prefer?: ContractingRoute;
}

/** "Contract a supply", or nothing when the brand enables no contracting flow. */
export function ContractSupplyAction({ prefer }: ContractSupplyActionProps) {
  const settings = useSettings((s) => s.settings);
  const flags = useSettings((s) => s.flags);
  const routes = enabledContractingRoutes({ settings, flags });
  const route = prefer && routes.includes(prefer) ? prefer : routes[0];
  if (!route) return null;
  return (
    <Button asChild size="sm" colorPalette="primary">
      <IntentLink to={pathTo(route)}>
        <Trans>Contract a supply</Trans>
      </IntentLink>
    </Button>
  );
}
