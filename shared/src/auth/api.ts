// The session calls the shell itself makes (customer-area §7 "Authentication"): validating a stored token, the
// client-id way in, renewing the session (the reference API's designed refresh, api/README) and logging out. Every other auth call (login, OpenID, password, sign-up, profile) lives in mf-auth, which
// releases it with its own screens.
import type { ClientIdRequest, TokenResponse, TokenValidResponse } from '@portal/shared/api-types';
import { authApi } from '@portal/shared/http';

export const sessionCalls = {
  isTokenValid: (token: string) => authApi.post<TokenValidResponse>('is_token_valid', { json: { token } }),
  clientId: (body: ClientIdRequest) => authApi.post<TokenResponse>('user/client_id', { json: body }),
  /** A still-valid session (the token cookie) exchanged for a fresh token with the same rights. */
  refresh: () => authApi.post<TokenResponse>('refresh'),
  /** Tells the API the session ends (so it can revoke the token); a logout never waits for or fails on it. */
  logout: () => authApi.post<unknown>('logout'),
};
