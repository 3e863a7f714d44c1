// Authentication and profile calls (customer-area §7 "Authentication"; visitor-features §7 user/reset).

/** POST {auth}/get_token and POST {auth}/user/ (register). */
export interface CredentialsRequest {
  user: string;
  password: string;
}
/** POST {auth}/user/ (register): the credentials plus the code of the activation's "create your password" link
 * (issue 42: an account is created only by completing an activation). */
export interface RegisterRequest extends CredentialsRequest {
  activation: string;
}
export interface TokenResponse {
  token: string;
}
/** POST {auth}/is_token_valid. */
export interface TokenValidRequest {
  token: string;
}
export interface TokenValidResponse {
  token_is_valid: boolean;
}
/** POST {auth}/user/client_id. */
export interface ClientIdRequest {
  client_id: string;
  secret: string;
}
/** POST {auth}/recover. */
export interface RecoverRequest {
  email: string;
}
/** POST /api/v1/user/openid. */
export interface OpenIdRequest {
  code: string;
  nonce: string;
  /** The PKCE verifier of the round trip (RFC 7636); the provider refuses the code without it. */
  code_verifier?: string;
  redirect_uri?: string;
}
export interface OpenIdResponse {
  token: string;
  openid_token: string;
  new_customer: boolean;
}
/** PUT /api/v1/user/password. */
export interface ChangePasswordRequest {
  current: string;
  password: string;
}
export interface ChangePasswordResponse {
  status: string;
  token: string;
}
/** POST /api/v1/user/reset/ (visitor password recovery). */
export interface ResetPasswordRequest {
  nif: string;
  email: string;
}
export interface ResetPasswordResponse {
  status: string;
}

export interface Profile {
  /** The confirmed e-mail: a new one replaces it only once confirmed through the link sent to it. */
  email: string;
  name: string;
  newsletter_url: string;
  mobile?: string;
  /** Designed (issue 42): an e-mail change waiting for its confirmation link, sent to this address. */
  pending_email?: string;
}
/** GET users/ v1 answers `{ data: { result: Profile } }`; v2 answers `{ data: Profile }`. */
export interface ProfileV1Response {
  data: { result: Profile };
}
export interface ProfileV2Response {
  data: Profile;
}
/** PUT users/. A new e-mail is not applied: a confirmation link goes to it (the answer's `pending_email`). */
export interface UpdateUserRequest {
  mobile?: string;
  email?: string;
}
/** Designed (issue 42): POST users/email/confirm (v2, v1) with the token of the link sent to the new e-mail; answers
 * the profile (v2 shape) with the new e-mail. */
export interface ConfirmEmailRequest {
  token: string;
}

/** POST /api/v1/signup/confirm (FormConfirm of the sign-up). */
export interface SignUpRequest {
  nif: string;
  contract: string;
  email: string;
  email2: string;
  accept_conditions: boolean;
  accept_gdpr: boolean;
  phone?: string;
  invoiceNumber?: string;
  /** The last six characters of the contract's CUPS (optional; checked against the contract when given). */
  cupsSuffix?: string;
}
export interface SignUpResponse {
  render: { errors: string[]; body: string; format: 'html' | 'markdown' };
}
