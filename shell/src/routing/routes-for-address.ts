// The routes that can match an address, for the router's matching on each navigation. useRoutes matches the address
// against every route it is given, at every render: it flattens and ranks the catalogue's ~150 paths (six locales)
// and compiles a pattern for each path it tries. On a click into a new remote that was ~40 ms of the budgets' phone
// before the page's render began (a trace of "My requests" at ×6.66, issue 47 item 2). A path can only match an
// address whose first segment is its own (react-router compares without case, on the decoded address), so the router
// gets those routes, the ones whose first segment is a parameter, optional or a wildcard, and the catch-all: the same
// match, a handful of paths instead of all.
import type { RouteObject } from '@portal/shared/routes';

/** A path's first segment in lower case, or undefined when it may match more than one (a parameter, a wildcard…). */
function ownSegment(path: string): string | undefined {
  const first = path.split('/').find((segment) => segment !== '') ?? '';
  if (first.startsWith(':') || first.includes('*') || first.endsWith('?')) return undefined;
  return first.toLowerCase();
}

/** The address's first segment, decoded, in lower case. */
function addressSegment(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

function narrow(route: RouteObject, segment: string): RouteObject | undefined {
  if (route.path !== undefined) {
    const own = ownSegment(route.path);
    // A path of its own: it and its children match only under its first segment.
    return own === undefined || own === segment ? route : undefined;
  }
  // A layout (no path): its children decide.
  if (!route.children) return route;
  const children = route.children.flatMap((child) => narrow(child, segment) ?? []);
  return { ...route, children } as RouteObject;
}

const narrowed = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/** `routes` without those that cannot match `pathname` (one array per first segment, kept). */
export function routesForAddress(routes: RouteObject[], pathname: string): RouteObject[] {
  const segment = addressSegment(pathname);
  let bySegment = narrowed.get(routes);
  if (!bySegment) {
    bySegment = new Map();
    narrowed.set(routes, bySegment);
  }
  let result = bySegment.get(segment);
  if (!result) {
    result = routes.flatMap((route) => narrow(route, segment) ?? []);
    bySegment.set(segment, result);
  }
  return result;
}
