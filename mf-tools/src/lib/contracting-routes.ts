// The contracting flows the brand enables, from the route catalogue (visitor-features §2: the contracting routes exist
// "each only if enabled"; a disabled route's path shows 404): a contract button leads only to a flow that exists.
import { CONTRACTING_ORDER, routeDefinition } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';

export type ContractingRoute = (typeof CONTRACTING_ORDER)[number];

/** The contracting routes the brand enables (contractation.{dual,electricity,gas}.enabled), dual, electricity, gas. */
export function useEnabledContractingRoutes(): ContractingRoute[] {
  const settings = useSettings((state) => state.settings);
  const flags = useSettings((state) => state.flags);
  return CONTRACTING_ORDER.filter((key) => routeDefinition(key).enabled?.({ settings, flags }) ?? true);
}
