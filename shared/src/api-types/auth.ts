// Authentication and profile calls (customer-area §7 "Authentication"; visitor-features §7 user/reset).
import type { components } from './generated';

type Schemas = components['schemas'];

export type CredentialsRequest = Schemas['CredentialsRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type TokenResponse = Schemas['TokenResponse'];
export type TokenValidRequest = Schemas['TokenValidRequest'];
export type TokenValidResponse = Schemas['TokenValidResponse'];
export type ClientIdRequest = Schemas['ClientIdRequest'];
export type RecoverRequest = Schemas['RecoverRequest'];
export type OpenIdRequest = Schemas['OpenIdRequest'];
export type OpenIdResponse = Schemas['OpenIdResponse'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ChangePasswordResponse = Schemas['ChangePasswordResponse'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type ResetPasswordResponse = Schemas['ResetPasswordResponse'];

export type Profile = Schemas['Profile'];
export type ProfileV1Response = Schemas['ProfileV1Response'];
export type ProfileV2Response = Schemas['ProfileV2Response'];
export type UpdateUserRequest = Schemas['UpdateUserRequest'];
export type ConfirmEmailRequest = Schemas['ConfirmEmailRequest'];

export type SignUpRequest = Schemas['SignUpRequest'];
export type SignUpResponse = Schemas['SignUpResponse'];
