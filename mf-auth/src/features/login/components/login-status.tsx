import { Alert } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { loginStatusMessage } from '../login-status-message';

/** The message of the last failed way in (credentials, OpenID, token or client id in the address, refresh). */
export function LoginStatus() {
  const { i18n } = useLingui();
  const statusCode = useAuth((s) => s.statusCode);
  const statusText = useAuth((s) => s.statusText);
  const statusType = useAuth((s) => s.statusType);
  const loginType = useAuth((s) => s.loginType);
  const message = loginStatusMessage({ statusCode, statusText, statusType, loginType });
  if (!message) return undefined;
  const info = statusType === 'info' || statusCode === 401 || statusCode === 419;
  return (
    <Alert.Root status={info ? 'info' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Title>{i18n._(message)}</Alert.Title>
    </Alert.Root>
  );
}
