// The contract's schemas of auth (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ContractSchema } from './schema';

export const authSchemas: readonly ContractSchema[] = [
  {
    $id: 'CredentialsRequest',
    type: 'object',
    properties: { user: { type: 'string' }, password: { type: 'string' } },
    required: ['user', 'password'],
    additionalProperties: false,
    description: 'POST {auth}/get_token and POST {auth}/user/ (register).',
  },
  {
    $id: 'RegisterRequest',
    type: 'object',
    properties: { user: { type: 'string' }, password: { type: 'string' }, activation: { type: 'string' } },
    required: ['activation', 'password', 'user'],
    additionalProperties: false,
    description:
      'POST {auth}/user/ (register): the credentials plus the code of the activation\'s "create your password" link (issue 42: an account is created only by completing an activation).',
  },
  {
    $id: 'TokenResponse',
    type: 'object',
    properties: { token: { type: 'string' } },
    required: ['token'],
    additionalProperties: false,
  },
  {
    $id: 'TokenValidRequest',
    type: 'object',
    properties: { token: { type: 'string' } },
    required: ['token'],
    additionalProperties: false,
    description: 'POST {auth}/is_token_valid.',
  },
  {
    $id: 'TokenValidResponse',
    type: 'object',
    properties: { token_is_valid: { type: 'boolean' } },
    required: ['token_is_valid'],
    additionalProperties: false,
  },
  {
    $id: 'ClientIdRequest',
    type: 'object',
    properties: { client_id: { type: 'string' }, secret: { type: 'string' } },
    required: ['client_id', 'secret'],
    additionalProperties: false,
    description: 'POST {auth}/user/client_id.',
  },
  {
    $id: 'RecoverRequest',
    type: 'object',
    properties: { email: { type: 'string' } },
    required: ['email'],
    additionalProperties: false,
    description: 'POST {auth}/recover.',
  },
  {
    $id: 'RecoverResponse',
    type: 'object',
    properties: { status: { type: 'string', const: 'OK' } },
    required: ['status'],
    additionalProperties: false,
    description:
      'POST {auth}/recover with email: always the same answer, whether the address is a customer\'s or not (visitor-features §5: "Password recovery: fields NIF and e-mail, a success message").',
  },
  {
    $id: 'LogoutResponse',
    type: 'object',
    properties: {
      status: { type: 'string', const: 'OK' },
      had_token: {
        type: 'boolean',
        description: 'Whether the call carried a token (its session is now revoked).',
      },
    },
    required: ['status', 'had_token'],
    additionalProperties: false,
    description:
      'POST {auth}/logout (designed, the spec\'s "logout call path not shown"): revokes the token\'s session; never fails, whatever the token.',
  },
  {
    $id: 'OpenIdRequest',
    type: 'object',
    properties: {
      code: { type: 'string' },
      nonce: { type: 'string' },
      code_verifier: {
        type: 'string',
        description:
          'The PKCE verifier of the round trip (RFC 7636); the provider refuses the code without it.',
      },
      redirect_uri: { type: 'string' },
    },
    required: ['code', 'nonce'],
    additionalProperties: false,
    description: 'POST /api/v1/user/openid.',
  },
  {
    $id: 'OpenIdResponse',
    type: 'object',
    properties: {
      token: { type: 'string' },
      openid_token: { type: 'string' },
      new_customer: { type: 'boolean' },
    },
    required: ['token', 'openid_token', 'new_customer'],
    additionalProperties: false,
  },
  {
    $id: 'ChangePasswordRequest',
    type: 'object',
    properties: { current: { type: 'string' }, password: { type: 'string' } },
    required: ['current', 'password'],
    additionalProperties: false,
    description: 'PUT /api/v1/user/password.',
  },
  {
    $id: 'ChangePasswordResponse',
    type: 'object',
    properties: { status: { type: 'string' }, token: { type: 'string' } },
    required: ['status', 'token'],
    additionalProperties: false,
  },
  {
    $id: 'ResetPasswordRequest',
    type: 'object',
    properties: { nif: { type: 'string' }, email: { type: 'string' } },
    required: ['nif', 'email'],
    additionalProperties: false,
    description: 'POST /api/v1/user/reset/ (visitor password recovery).',
  },
  {
    $id: 'ResetPasswordResponse',
    type: 'object',
    properties: { status: { type: 'string' } },
    required: ['status'],
    additionalProperties: false,
  },
  {
    $id: 'Profile',
    type: 'object',
    properties: {
      email: {
        type: 'string',
        description:
          'The confirmed e-mail: a new one replaces it only once confirmed through the link sent to it.',
      },
      name: { type: 'string' },
      newsletter_url: { type: 'string' },
      mobile: { type: 'string' },
      pending_email: {
        type: 'string',
        description:
          'Designed (issue 42): an e-mail change waiting for its confirmation link, sent to this address.',
      },
    },
    required: ['email', 'name', 'newsletter_url'],
    additionalProperties: false,
  },
  {
    $id: 'ProfileV1Response',
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: { result: { $ref: 'Profile#' } },
        required: ['result'],
        additionalProperties: false,
      },
    },
    required: ['data'],
    additionalProperties: false,
    description: 'GET users/ v1 answers `{ data: { result: Profile } }`; v2 answers `{ data: Profile }`.',
  },
  {
    $id: 'ProfileV2Response',
    type: 'object',
    properties: { data: { $ref: 'Profile#' } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'UpdateUserRequest',
    type: 'object',
    properties: { mobile: { type: 'string' }, email: { type: 'string' } },
    additionalProperties: false,
    description:
      "PUT users/. A new e-mail is not applied: a confirmation link goes to it (the answer's `pending_email`).",
  },
  {
    $id: 'ConfirmEmailRequest',
    type: 'object',
    properties: { token: { type: 'string' } },
    required: ['token'],
    additionalProperties: false,
    description:
      'Designed (issue 42): POST users/email/confirm (v2, v1) with the token of the link sent to the new e-mail; answers the profile (v2 shape) with the new e-mail.',
  },
  {
    $id: 'SignUpRequest',
    type: 'object',
    properties: {
      nif: { type: 'string' },
      contract: { type: 'string' },
      email: { type: 'string' },
      email2: { type: 'string' },
      accept_conditions: { type: 'boolean' },
      accept_gdpr: { type: 'boolean' },
      phone: { type: 'string' },
      invoiceNumber: { type: 'string' },
      cupsSuffix: {
        type: 'string',
        description:
          "The last six characters of the contract's CUPS (optional; checked against the contract when given).",
      },
    },
    required: ['nif', 'contract', 'email', 'email2', 'accept_conditions', 'accept_gdpr'],
    additionalProperties: false,
    description: 'POST /api/v1/signup/confirm (FormConfirm of the sign-up).',
  },
  {
    $id: 'SignUpResponse',
    type: 'object',
    properties: {
      render: {
        type: 'object',
        properties: {
          errors: { type: 'array', items: { type: 'string' } },
          body: { type: 'string' },
          format: { type: 'string', enum: ['html', 'markdown'] },
        },
        required: ['errors', 'body', 'format'],
        additionalProperties: false,
      },
    },
    required: ['render'],
    additionalProperties: false,
  },
];
