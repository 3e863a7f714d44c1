// A logout any remote can ask for: `bus.emit('auth:logout-requested', { reason })`. The shell answers with its own
// logout (the provider's logout with OpenID Connect on) and otherwise goes to the login page.
import { bus } from '@portal/shared/events';
import { pathTo, useNavigate } from '@portal/shared/routes';
import { useEffect } from 'react';
import { logout } from './logout';

export function useLogoutRequests(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onRequest = ({ reason }: { reason: 'user' | 'expired' | 'error' }) => {
      if (!logout(reason)) void navigate(pathTo('login'), { replace: true });
    };
    bus.on('auth:logout-requested', onRequest);
    return () => bus.off('auth:logout-requested', onRequest);
  }, [navigate]);
}
