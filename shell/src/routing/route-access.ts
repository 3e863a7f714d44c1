import { type Access, type RouteContext, type RouteKey, routeDefinition } from '@portal/shared/routes';
import type { RemoteName } from '@portal/shared/settings';

export function accessOf(key: RouteKey, ctx: RouteContext): Access {
  const { access } = routeDefinition(key);
  return typeof access === 'function' ? access(ctx) : access;
}

export function isRouteEnabled(key: RouteKey, ctx: RouteContext): boolean {
  return routeDefinition(key).enabled?.(ctx) ?? true;
}

/**
 * Enabled, and rendered by the shell or by a remote that is available (in the deployment's registry and enabled by
 * the brand's `remotes` setting): what a menu or the home may offer. Any other route only shows "section unavailable".
 */
export function isRouteAvailable(key: RouteKey, ctx: RouteContext, remotes: readonly RemoteName[]): boolean {
  if (!isRouteEnabled(key, ctx)) return false;
  const { remote } = routeDefinition(key);
  return !remote || (remotes.includes(remote) && ctx.settings.remotes.includes(remote));
}
