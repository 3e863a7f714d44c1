// What a route renders once the guard lets it: a remote's exposed page, or one of the shell's pages.
import { lazy, Suspense, useCallback, useLayoutEffect } from 'react';
import { type RouteDefinition, type RouteKey, useLocation } from '@portal/shared/routes';
import { HomePage } from '../home/home-page';
import { LoadingPage } from '../pages/loading-page';
import { LoadingState } from '../pages/loading-state';
import { RemoteModule } from '../remotes/remote-module';
import { SectionUnavailable } from '../remotes/section-unavailable';
import { RouteChangeScope } from './route-change-scope';
import { noteAddress, reportPageShown } from '../telemetry/health';

const VersionPage = lazy(() => import('../pages/version-page'));
const PlatformStatusPage = lazy(() => import('../pages/platform-status/platform-status-page'));

export interface RouteContentProps {
  routeKey: RouteKey;
  definition: RouteDefinition;
}

export function RouteContent({ routeKey, definition }: RouteContentProps) {
  const { pathname } = useLocation();
  // A move to another address starts a route change; the first page is timed from the page's load (issue 48).
  useLayoutEffect(() => noteAddress(pathname), [pathname]);
  const { remote } = definition;
  const onShown = useCallback(() => {
    if (remote) reportPageShown(remote);
  }, [remote]);
  switch (definition.shellPage) {
    case 'home':
    case 'welcome':
    case 'altHome':
      return <HomePage variant={definition.shellPage} />;
    case 'loading':
      return <LoadingPage />;
    case 'version':
      return (
        <Suspense fallback={<LoadingState />}>
          <VersionPage />
        </Suspense>
      );
    case 'platformStatus':
      return (
        <Suspense fallback={<LoadingState />}>
          <PlatformStatusPage />
        </Suspense>
      );
    default:
      break;
  }
  if (!definition.remote || !definition.module) {
    return <SectionUnavailable onRetry={() => window.location.reload()} />;
  }
  // Keyed by route: two routes of one module (invoices, contract invoices) get fresh state.
  return (
    <RouteChangeScope>
      <RemoteModule key={routeKey} remote={definition.remote} module={definition.module} onShown={onShown} />
    </RouteChangeScope>
  );
}
