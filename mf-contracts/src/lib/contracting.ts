// The contracting flows the brand enables (contractation.{dual,electricity,gas}.enabled), in the catalogue's order.
import { CONTRACTING_ORDER, type RouteContext, routeDefinition } from '@portal/shared/routes';

export type ContractingRoute = (typeof CONTRACTING_ORDER)[number];

export function enabledContractingRoutes(ctx: RouteContext): ContractingRoute[] {
  return CONTRACTING_ORDER.filter((key) => routeDefinition(key).enabled?.(ctx) ?? true);
}
