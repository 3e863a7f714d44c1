import { PortalProviders } from '@portal/shared/ui';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@portal/shared/routes';
import type { createBrowserRouter } from '@portal/shared/routes';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

/** The providers (brand theme from `theme.primary` / `theme.secondary`, i18n, the QueryClient) and the router. */
export function App({ router, queryClient }: AppProps) {
  return (
    <PortalProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
