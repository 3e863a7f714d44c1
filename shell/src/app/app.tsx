import { PortalProviders } from '@portal/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from '@portal/shared/routes';
import { routesForAddress } from '../routing/routes-for-address';

export interface AppProps {
  routes: RouteObject[];
  queryClient: QueryClient;
}

function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  // Only the routes that can match the address (routesForAddress): the same match, without ranking the catalogue.
  return useRoutes(routesForAddress(routes, useLocation().pathname));
}

/**
 * The providers (brand theme from `theme.primary` / `theme.secondary`, i18n, the QueryClient) and the router. A
 * declarative router: the data router's extra 16 KB gzip buys nothing the portal uses (decision 003).
 */
export function App({ routes, queryClient }: AppProps) {
  return (
    <PortalProviders queryClient={queryClient}>
      <BrowserRouter>
        <PortalRoutes routes={routes} />
      </BrowserRouter>
    </PortalProviders>
  );
}
