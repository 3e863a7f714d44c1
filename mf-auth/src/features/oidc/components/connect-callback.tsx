import { Button, Stack, LoadingState } from '@portal/shared/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from '@portal/shared/routes';
import { completeOidcLoginOnce } from '../api/complete-oidc-login';
import { startOidcLogin } from '../api/start-oidc-login';

export interface ConnectCallbackProps {
  /** The message of a failed login (the login page's, from the store's status). */
  failure: ReactNode;
}

/**
 * The provider's return: completes the login once per code (a code is single-use, and the shell may replace this
 * page by its loader while the login runs, so a remount must not start it again), then the shell takes over.
 */
export function ConnectCallback({ failure }: ConnectCallbackProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const authenticated = useAuth((s) => s.isAuthenticated);

  useEffect(() => {
    let active = true;
    void completeOidcLoginOnce(search).then((ok) => {
      if (active) setFailed(!ok);
    });
    return () => {
      active = false;
    };
  }, [search]);

  if (failed) {
    return (
      <Stack gap="4">
        {failure}
        <Button colorPalette="primary" alignSelf="start" onClick={() => void startOidcLogin()}>
          <Trans>Try to sign in again</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <LoadingState label={authenticated ? t`Signed in. Opening the portal…` : t`Completing the sign-in…`} />
  );
}
