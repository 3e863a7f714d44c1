// One catalogue route: 404 when the brand's settings disable it, then the guard's decision, then its page (a remote
// module, or one of the shell's own pages).
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { pathTo, type RouteKey, routeDefinition, Navigate } from '@portal/shared/routes';
import { ErrorPage } from '../pages/error-page';
import { LoadingState } from '../pages/loading-state';
import { useSessionFlag } from '../session/session-store';
import { decideAccess } from './access';
import { RedirectToLogin } from './redirect-to-login';
import { accessOf, isRouteEnabled } from './route-access';
import { RouteContent } from './route-content';
import { useRouteContext } from './use-route-context';

export interface RouteGateProps {
  routeKey: RouteKey;
}

export function RouteGate({ routeKey }: RouteGateProps) {
  const { t } = useLingui();
  const ctx = useRouteContext();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const statusCode = useAuth((s) => s.statusCode);
  const statusText = useAuth((s) => s.statusText);
  const statusType = useAuth((s) => s.statusType);
  const justLoggedIn = useSessionFlag((s) => s.justLoggedIn);

  if (!isRouteEnabled(routeKey, ctx)) return <ErrorPage code={404} />;
  const decision = decideAccess({
    access: accessOf(routeKey, ctx),
    isLoginRoute: routeKey === 'login',
    isAuthenticated,
    isAuthenticating,
    justLoggedIn,
    statusCode,
    statusText,
    statusType,
  });
  switch (decision.kind) {
    case 'render':
      return <RouteContent routeKey={routeKey} definition={routeDefinition(routeKey)} />;
    case 'loader':
    case 'afterLogin':
      return <LoadingState label={t`Checking your session…`} />;
    case 'toInvoices':
      return <Navigate to={pathTo('invoices')} replace />;
    case 'toLogin':
      return <RedirectToLogin />;
    case 'authError':
      return <ErrorPage code={decision.code} message={decision.text} />;
  }
}
