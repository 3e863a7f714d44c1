// A refused login link of the address (`?token=` or `?client_id=&secret=`, customer-area §1) on a page that would not
// say so (the home, a public page): the visitor goes to the login page, whose message names the failure ("token
// invalid", "client id data invalid", customer-area §8 "Login"). On a private page the guard's error page already says
// it ("an auth error shows the error page"); where the login page goes straight to the OpenID provider, nothing could
// show the message, so the visitor stays. Once per failure (issue 43 item 2).
import { matchRoute, pathTo, useLocation, useNavigate } from '@portal/shared/routes';
import { useEffect, useRef } from 'react';
import { sessionFlags, useSessionFlag } from '../session/session-store';
import { accessOf } from './route-access';
import { useRouteContext } from './use-route-context';

export function AddressLoginFailureNavigator(): null {
  const failed = useSessionFlag((s) => s.addressLoginFailed);
  const navigate = useNavigate();
  const location = useLocation();
  const ctx = useRouteContext();
  // The page and settings of the moment the failure arrives (the effect runs on the failure only).
  const latest = useRef({ pathname: location.pathname, ctx });
  latest.current = { pathname: location.pathname, ctx };

  useEffect(() => {
    if (!failed) return;
    sessionFlags.setState({ addressLoginFailed: false });
    const { pathname, ctx: routeCtx } = latest.current;
    const match = matchRoute(pathname);
    if (match?.key === 'login' || accessOf('login', routeCtx) !== 'public') return;
    if (match && accessOf(match.key, routeCtx) === 'private') return;
    void navigate(pathTo('login'), { replace: true });
  }, [failed, navigate]);

  return null;
}
