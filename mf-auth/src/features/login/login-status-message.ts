// The login page's message for the auth store's status, whichever way in set it (customer-area §8 "Login";
// visitor-features §4 and §8 for the OpenID failures).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuthState } from '@portal/shared/auth';
import { INVALID_STATE, NONCE_NOT_PRESENT } from '../../lib/oidc-status';

export type LoginStatus = Pick<AuthState, 'statusCode' | 'statusText' | 'statusType' | 'loginType'>;

/** Server or shell texts that name a case on their own, whatever the status code. */
const BY_TEXT: Record<string, MessageDescriptor> = {
  [INVALID_STATE]: msg`The sign-in could not be verified (invalid state). Please try again.`,
  [NONCE_NOT_PRESENT]: msg`The sign-in could not be verified (nonce not present). Please try again.`,
  token_expired: msg`The session has expired, log in again`,
  token_invalid: msg`The access token is not valid`,
  invalid_client_id: msg`The client id data is not valid`,
  logout_failed: msg`Signing out failed`,
  // The API throttles failed logins per account and per address (docs/security.md).
  too_many_attempts: msg`Too many attempts. Please wait a few minutes before trying again.`,
};

export function loginStatusMessage(status: LoginStatus): MessageDescriptor | undefined {
  const { statusCode, statusText, statusType, loginType } = status;
  if (statusCode === undefined && !statusText) return undefined;
  const known = statusText ? BY_TEXT[statusText] : undefined;
  if (known) return known;
  if (statusCode === 429) return msg`Too many attempts. Please wait a few minutes before trying again.`;
  if (statusCode === 500 || statusCode === 502) return msg`Internal error. Please try again later.`;
  // The shell's address logins fail with 401 or 403 and a text of their own: the way in says which message it is.
  if (loginType === 'token') return msg`The access token is not valid`;
  if (loginType === 'clientid') return msg`The client id data is not valid`;
  if (statusCode === 401) return msg`The session has expired, log in again`;
  if (statusCode === 419) return msg`The token has expired, log in again`;
  if (statusCode === 403) return msg`Incorrect user or password`;
  if (statusType === 'info') return undefined;
  return msg`The login could not be completed. Please try again later.`;
}
