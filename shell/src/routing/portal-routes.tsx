// The router's routes, built from the catalogue: every path of every locale of every route registered at once,
// inside the root layout, and a catch-all 404. A route disabled by the brand's settings answers 404 from its gate,
// so that settings arriving after login (private settings) take effect without rebuilding the router.
import { ROUTE_KEYS, ROUTES, type RouteKey, type RouteObject } from '@portal/shared/routes';
import { ErrorPage } from '../pages/error-page';
import { CrashBoundary } from './crash-boundary';
import { Root } from './root';
import { RouteGate } from './route-gate';

/** Distinct paths with the route that owns each (the first key in catalogue order wins a shared path). */
export function catalogueRoutes(): { path: string; key: RouteKey }[] {
  const seen = new Set<string>();
  const routes: { path: string; key: RouteKey }[] = [];
  for (const key of ROUTE_KEYS) {
    for (const path of Object.values(ROUTES[key].paths)) {
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({ path, key });
    }
  }
  return routes;
}

export function portalRoutes(): RouteObject[] {
  return [
    {
      element: (
        <CrashBoundary>
          <Root />
        </CrashBoundary>
      ),
      children: [
        ...catalogueRoutes().map(({ path, key }) => ({ path, element: <RouteGate routeKey={key} /> })),
        { path: '*', element: <ErrorPage code={404} /> },
      ],
    },
  ];
}
