import { authStore } from '@portal/shared/auth';
import { settingsStore } from '@portal/shared/settings';
import { useEffect } from 'react';
import { useSearchParams } from '@portal/shared/routes';
import { redirectFromSearch } from '../../lib/post-login-redirect';

/** Stores the redirect the login address asks for (?redirect, ?action + ?contract, ?promocode); the shell follows it. */
export function useRedirectFromSearch(): void {
  const [search] = useSearchParams();
  const key = search.toString();
  useEffect(() => {
    const next = redirectFromSearch(new URLSearchParams(key), settingsStore.getState());
    if (next) authStore.getState().setRedirect(next.redirect, next.searchParams);
  }, [key]);
}
