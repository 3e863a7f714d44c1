// An unauthenticated visit to a private page: remember the page (followed once after login) and go to login.
import { authStore } from '@portal/shared/auth';
import { pathTo, useLocation, useNavigate } from '@portal/shared/routes';
import { useEffect } from 'react';

export function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    authStore.getState().setRedirect({ path: location.pathname }, location.search || undefined);
    void navigate(pathTo('login'), { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}
