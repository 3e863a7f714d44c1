import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { LoadingState } from '@portal/shared/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { completeOidcLogin } from '../api/complete-oidc-login';
import { startOidcLogin } from '../api/start-oidc-login';

export interface ConnectCallbackProps {
  /** The message of a failed login (the login page's, from the store's status). */
  failure: ReactNode;
}

/** The provider's return: completes the login once (a code is single-use), then the shell takes over. */
export function ConnectCallback({ failure }: ConnectCallbackProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const authenticated = useAuth((s) => s.isAuthenticated);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeOidcLogin({
      code: search.get('code'),
      state: search.get('state'),
      error: search.get('error'),
    }).then((ok) => setFailed(!ok));
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
