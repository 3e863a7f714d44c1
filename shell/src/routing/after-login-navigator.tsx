// Sends the user to a login's destination, once, wherever the login happened. The "just logged in" flag is cleared
// only once the router shows the destination, so that the public page where the login happened (still on screen
// during the navigation) waits instead of sending the user to invoices.
import { authStore, setPendingContractAction } from '@portal/shared/auth';
import { matchRoute, useLocation, useNavigate } from '@portal/shared/routes';
import { useEffect, useRef } from 'react';
import { sessionFlags, useSessionFlag } from '../session/session-store';
import { afterLoginTarget } from './after-login';
import { emitRedirectActionWhenReady } from './redirect-action';
import { accessOf } from './route-access';
import { useRouteContext } from './use-route-context';

function pathnameOf(path: string): string {
  return new URL(path, 'http://portal.invalid').pathname;
}

const clear = () => sessionFlags.setState({ justLoggedIn: false });

export function AfterLoginNavigator() {
  const justLoggedIn = useSessionFlag((s) => s.justLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const ctx = useRouteContext();
  // The latest page and settings, read when a login happens (the effect runs on the login only).
  const latest = useRef({ pathname: location.pathname, search: location.search, ctx });
  latest.current = { pathname: location.pathname, search: location.search, ctx };
  const pending = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!justLoggedIn) return;
    const { pathname, search, ctx: routeCtx } = latest.current;
    const { redirect, searchParams } = authStore.getState().takeRedirect();
    const match = matchRoute(pathname);
    const onPublicPage = match ? match.key === 'login' || accessOf(match.key, routeCtx) === 'public' : false;
    const target = afterLoginTarget({
      redirect,
      // A promo code that came with the visitor to the login page still leads to contracting (and only the promo
      // code travels: the login page's other parameters, such as ?redirect=, are not the destination's).
      searchParams: searchParams ?? (onPublicPage ? promoCodeSearch(search) : undefined),
      newCustomer: authStore.getState().newCustomer,
      onPublicPage,
      ctx: routeCtx,
    });
    if (!target) return clear();
    pending.current = pathnameOf(target.path);
    if (pending.current === pathname) {
      pending.current = undefined;
      clear();
    }
    void navigate(target.path, { replace: true });
    if (target.action) emitRedirectActionWhenReady(target.action);
    if (target.pending) setPendingContractAction(target.pending);
  }, [justLoggedIn, navigate]);

  useEffect(() => {
    if (pending.current === undefined || pending.current !== location.pathname) return;
    pending.current = undefined;
    clear();
  }, [location.pathname]);

  return null;
}

/** `?promocode=…` of a query, or undefined when it has none. */
export function promoCodeSearch(search: string): string | undefined {
  const promocode = new URLSearchParams(search).get('promocode');
  return promocode ? `?${new URLSearchParams({ promocode }).toString()}` : undefined;
}
