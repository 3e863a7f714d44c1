// The contracting flows the brand enables (`enabledContractingRoutes` of the route catalogue), read from the settings
// store: a contract button leads only to a flow that exists (visitor-features §2, "each only if enabled").
import { type ContractingRoute, enabledContractingRoutes } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';

export function useEnabledContractingRoutes(): ContractingRoute[] {
  const settings = useSettings((state) => state.settings);
  const flags = useSettings((state) => state.flags);
  return enabledContractingRoutes({ settings, flags });
}
