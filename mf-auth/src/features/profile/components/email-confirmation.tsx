// The landing of the link mailed to a new e-mail (`/profile?confirm_email=<token>`, issue 42): the token is sent once
// with the session, then dropped from the address; the outcome is said in words.
import { Alert } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from '@portal/shared/routes';
import { useEffect, useRef } from 'react';
import { useConfirmEmail } from '../api/confirm-email';

export const CONFIRM_EMAIL_PARAM = 'confirm_email';

export function EmailConfirmation() {
  const [search, setSearch] = useSearchParams();
  const token = search.get(CONFIRM_EMAIL_PARAM);
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // A link is single-use: sent once even when an effect runs twice (development's strict mode).
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CONFIRM_EMAIL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [token, mutate, setSearch]);

  if (confirm.isSuccess) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Your new e-mail is confirmed.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (confirm.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>
            This confirmation link is not valid or has expired. Change your e-mail again to receive a new one.
          </Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }
  return undefined;
}
