// Renders a component as the portal does: inside PortalProviders (Chakra, the real i18n, a fresh QueryClient) and a
// memory router, so that links, params and navigation work in tests.
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { i18n, isLocale } from '@portal/shared/i18n';
import { PortalProviders } from '@portal/shared/ui';
import { activateSourceLocale } from './reset-portal-state';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is rendered at (for params); any path by default. */
  path?: string;
  /** Other routes, e.g. the pages a test navigates to. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

export type RenderWithProvidersResult = RenderResult & {
  user: UserEvent;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * A query client for tests: no retries, answers stale at once. `staleTime: 30_000` is the portal's own (the shell's
 * query client), for a test that a prefetched answer is read rather than asked for again.
 */
export function createTestQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime },
      mutations: { retry: false },
    },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    routes = [],
    queryClient = createTestQueryClient(),
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  // Source messages are English: en-US needs no catalogue; a test of another locale activates it first.
  if (!isLocale(i18n.locale)) activateSourceLocale();
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <PortalProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </PortalProviders>,
    options,
  );
  return { ...result, user, queryClient, router };
}
