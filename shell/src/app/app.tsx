import { PortalProviders } from '@portal/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, type RouteObject, useRoutes } from '@portal/shared/routes';

export interface AppProps {
  routes: RouteObject[];
  queryClient: QueryClient;
}

function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
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
