import { Trans } from '@lingui/react/macro';
import { LoadingState } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@portal/shared/routes';
import { startOidcLogin } from '../api/start-oidc-login';

/** With OpenID on and no default login, the login page goes straight to the provider (customer-area §2). */
export function OidcAutoRedirect() {
  const [search] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startOidcLogin({ redirect: search.get('redirect'), promocode: search.get('promocode') });
  }, [search]);
  return <LoadingState label={<Trans>Taking you to the sign-in page…</Trans>} />;
}
