// Sends the user to a login's destination, once, wherever the login happened. The "just logged in" flag is cleared
// only after the navigation, so that a public page's guard waits instead of sending the user to invoices.
import { authStore } from '@portal/shared/auth';
import { matchRoute } from '@portal/shared/routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@portal/shared/routes';
import { sessionFlags, useSessionFlag } from '../session/session-store';
import { afterLoginTarget } from './after-login';
import { emitRedirectActionWhenReady } from './redirect-action';
import { accessOf } from './route-access';
import { useRouteContext } from './use-route-context';

export function AfterLoginNavigator() {
  const justLoggedIn = useSessionFlag((s) => s.justLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const ctx = useRouteContext();
  // The latest page and settings, read when a login happens (the effect runs on the login only).
  const latest = useRef({ pathname: location.pathname, ctx });
  latest.current = { pathname: location.pathname, ctx };

  useEffect(() => {
    if (!justLoggedIn) return;
    const { pathname, ctx: routeCtx } = latest.current;
    const { redirect, searchParams } = authStore.getState().takeRedirect();
    const match = matchRoute(pathname);
    const onPublicPage = match ? match.key === 'login' || accessOf(match.key, routeCtx) === 'public' : false;
    const target = afterLoginTarget({
      redirect,
      searchParams,
      newCustomer: authStore.getState().newCustomer,
      onPublicPage,
      ctx: routeCtx,
    });
    const clear = () => sessionFlags.setState({ justLoggedIn: false });
    if (!target) return clear();
    void Promise.resolve(navigate(target.path, { replace: true })).finally(clear);
    if (target.action) emitRedirectActionWhenReady(target.action);
  }, [justLoggedIn, navigate]);
  return null;
}
