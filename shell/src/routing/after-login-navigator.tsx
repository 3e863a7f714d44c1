// Sends the user to a login's destination, once, wherever the login happened.
import { authStore } from '@portal/shared/auth';
import { matchRoute } from '@portal/shared/routes';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
  useEffect(() => {
    if (!justLoggedIn) return;
    sessionFlags.setState({ justLoggedIn: false });
    const { redirect, searchParams } = authStore.getState().takeRedirect();
    const match = matchRoute(location.pathname);
    const onPublicPage = match ? match.key === 'login' || accessOf(match.key, ctx) === 'public' : false;
    const target = afterLoginTarget({
      redirect,
      searchParams,
      newCustomer: authStore.getState().newCustomer,
      onPublicPage,
      ctx,
    });
    if (!target) return;
    void navigate(target.path, { replace: true });
    if (target.action) emitRedirectActionWhenReady(target.action);
  }, [justLoggedIn, navigate, location.pathname, ctx]);
  return null;
}
