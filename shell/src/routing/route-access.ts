import { type Access, type RouteContext, type RouteKey, routeDefinition } from '@portal/shared/routes';

export function accessOf(key: RouteKey, ctx: RouteContext): Access {
  const { access } = routeDefinition(key);
  return typeof access === 'function' ? access(ctx) : access;
}

export function isRouteEnabled(key: RouteKey, ctx: RouteContext): boolean {
  return routeDefinition(key).enabled?.(ctx) ?? true;
}
