// The session calls the shell itself makes at start (customer-area §7 "Authentication"): validating a stored token
// and the client-id way in. Every other auth call (login, OpenID, password, sign-up, profile) lives in mf-auth, which
// releases it with its own screens.
import type { ClientIdRequest, TokenResponse, TokenValidResponse } from '@portal/shared/api-types';
import { authApi } from '@portal/shared/http';

export const sessionCalls = {
  isTokenValid: (token: string) => authApi.post<TokenValidResponse>('is_token_valid', { json: { token } }),
  clientId: (body: ClientIdRequest) => authApi.post<TokenResponse>('user/client_id', { json: body }),
};
