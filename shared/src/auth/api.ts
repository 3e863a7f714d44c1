// The authentication calls, typed, for the shell's session bootstrap and the auth remote's forms.
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ClientIdRequest,
  CredentialsRequest,
  OpenIdRequest,
  OpenIdResponse,
  Profile,
  ProfileV1Response,
  ProfileV2Response,
  RecoverRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SignUpRequest,
  SignUpResponse,
  TokenResponse,
  TokenValidResponse,
  UpdateUserRequest,
} from '@portal/shared/api-types';
import { api, authApi } from '@portal/shared/http';

export const authCalls = {
  getToken: (body: CredentialsRequest) => authApi.post<TokenResponse>('get_token', { json: body }),
  register: (body: CredentialsRequest) => authApi.post<TokenResponse>('user/', { json: body }),
  clientId: (body: ClientIdRequest) => authApi.post<TokenResponse>('user/client_id', { json: body }),
  isTokenValid: (token: string) => authApi.post<TokenValidResponse>('is_token_valid', { json: { token } }),
  recover: (body: RecoverRequest) => authApi.post<unknown>('recover', { json: body }),
  openId: (body: OpenIdRequest) => api.post<OpenIdResponse>('user/openid', { json: body, version: 1 }),
  changePassword: (body: ChangePasswordRequest) =>
    api.put<ChangePasswordResponse>('user/password', { json: body, version: 1 }),
  resetPassword: (body: ResetPasswordRequest) =>
    api.post<ResetPasswordResponse>('user/reset/', { json: body, version: 1 }),
  signUp: (body: SignUpRequest) => api.post<SignUpResponse>('signup/confirm', { json: body, version: 1 }),
  updateUser: (body: UpdateUserRequest) => api.put<unknown>('users/', { json: body, versions: [2, 1] }),
};

/** GET users/ on v2 (`data`), falling back to v1 (`data.result`). */
export async function fetchProfile(): Promise<Profile> {
  const body = await api.get<ProfileV2Response | ProfileV1Response>('users/', { versions: [2, 1] });
  const data = body.data as Profile | { result: Profile };
  return 'result' in data ? data.result : data;
}
