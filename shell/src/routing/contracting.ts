// Where new customers and visitors with a promo code go: the first enabled contracting route in the order dual,
// electricity, gas, else invoices (visitor-features §2 "Route access").
import { CONTRACTING_ORDER, type RouteKey, routeDefinition } from '@portal/shared/routes';
import type { RouteContext } from '@portal/shared/routes';

export function firstContractingRoute(ctx: RouteContext): RouteKey {
  return CONTRACTING_ORDER.find((key) => routeDefinition(key).enabled?.(ctx) ?? true) ?? 'invoices';
}
