import { Button } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from '@portal/shared/routes';
import { startOidcLogin } from '../api/start-oidc-login';

/** With OpenID on and the default login allowed, the provider is offered beside the form. */
export function OidcLoginButton() {
  const [search] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const start = () => {
    setLeaving(true);
    void startOidcLogin({ redirect: search.get('redirect'), promocode: search.get('promocode') });
  };
  return (
    <Button variant="outline" colorPalette="primary" width="full" loading={leaving} onClick={start}>
      <Trans>Sign in with your single sign-on account</Trans>
    </Button>
  );
}
