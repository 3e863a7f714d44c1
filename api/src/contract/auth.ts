// The contract's schemas of auth (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { PASSWORD_MAX_LENGTH } from '@portal/shared/validation/rules';
import { text } from '../core/formats';
import { bodySchema, type ContractSchema, closed, named } from './schema';

export const authSchemas: readonly ContractSchema[] = [
  // Lengths as ajv counts them: characters (code points), as the portal's password rule does.
  bodySchema(
    'CredentialsRequest',
    'POST {auth}/get_token with user and password (customer-area §7 "Authentication").',
    { user: text(64), password: text(PASSWORD_MAX_LENGTH) },
    ['user', 'password'],
  ),
  bodySchema(
    'RegisterRequest',
    'POST {auth}/user/ with user, password (register); returns token. Also the code of the activation\'s "create your password" link (issue 42: an account is created only by completing an activation).',
    { user: text(64), password: text(128), activation: text(200, { filled: true }) },
    ['user', 'password', 'activation'],
  ),
  named('TokenResponse', closed({ token: { type: 'string' } })),
  bodySchema('TokenValidRequest', 'POST {auth}/is_token_valid.', { token: text(4000) }, ['token']),
  named('TokenValidResponse', closed({ token_is_valid: { type: 'boolean' } })),
  bodySchema(
    'ClientIdRequest',
    'POST {auth}/user/client_id with client_id, secret; returns token.',
    { client_id: text(100), secret: text(200) },
    ['client_id', 'secret'],
  ),
  bodySchema(
    'RecoverRequest',
    'POST {auth}/recover with email.',
    { email: text(254, { format: 'e-mail', filled: true }) },
    ['email'],
  ),
  named(
    'RecoverResponse',
    closed(
      { status: { type: 'string', const: 'OK' } },
      {
        description:
          'POST {auth}/recover with email: always the same answer, whether the address is a customer\'s or not (visitor-features §5: "Password recovery: fields NIF and e-mail, a success message").',
      },
    ),
  ),
  named(
    'LogoutResponse',
    closed(
      {
        status: { type: 'string', const: 'OK' },
        had_token: {
          type: 'boolean',
          description: 'Whether the call carried a token (its session is now revoked).',
        },
      },
      {
        description:
          'POST {auth}/logout (designed, the spec\'s "logout call path not shown"): revokes the token\'s session; never fails, whatever the token.',
      },
    ),
  ),
  bodySchema(
    'OpenIdRequest',
    'POST /api/v1/user/openid: the OpenID login, a code plus state with a stored nonce (customer-area §7).',
    {
      code: text(2000),
      nonce: text(500),
      code_verifier: {
        ...text(128),
        description:
          'The PKCE verifier of the round trip (RFC 7636); the provider refuses the code without it.',
      },
      redirect_uri: text(500),
      state: text(4000),
    },
    ['code'],
  ),
  named(
    'OpenIdResponse',
    closed({
      token: { type: 'string' },
      openid_token: { type: 'string' },
      new_customer: { type: 'boolean' },
    }),
  ),
  bodySchema(
    'ChangePasswordRequest',
    'PUT /api/v1/user/password.',
    { current: text(PASSWORD_MAX_LENGTH), password: text(PASSWORD_MAX_LENGTH) },
    ['current', 'password'],
  ),
  named('ChangePasswordResponse', closed({ status: { type: 'string' }, token: { type: 'string' } })),
  bodySchema(
    'ResetPasswordRequest',
    'POST /api/v1/user/reset/ (visitor password recovery by tax id and e-mail).',
    { email: text(254, { format: 'e-mail', filled: true }), nif: text(20, { format: 'nif', filled: true }) },
    ['email', 'nif'],
  ),
  named('ResetPasswordResponse', closed({ status: { type: 'string' } })),
  named(
    'Profile',
    closed(
      {
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
      { required: ['email', 'name', 'newsletter_url'] },
    ),
  ),
  named(
    'ProfileV1Response',
    closed(
      {
        data: closed({ result: { $ref: 'Profile#' } }),
      },
      {
        description: 'GET users/ v1 answers `{ data: { result: Profile } }`; v2 answers `{ data: Profile }`.',
      },
    ),
  ),
  named('ProfileV2Response', closed({ data: { $ref: 'Profile#' } })),
  bodySchema(
    'UpdateUserRequest',
    "PUT users/. A new e-mail is not applied: a confirmation link goes to it (the answer's `pending_email`).",
    {
      mobile: text(24, { format: 'phone', filled: true }),
      email: text(254, { format: 'e-mail', filled: true }),
    },
    [],
  ),
  bodySchema(
    'ConfirmEmailRequest',
    'Designed (issue 42): POST users/email/confirm (v2, v1) with the token of the link sent to the new e-mail; answers the profile (v2 shape) with the new e-mail.',
    { token: text(200) },
    ['token'],
  ),
  named(
    'SignUpRequest',
    closed(
      {
        nif: {
          ...text(20, { format: 'nif', filled: true }),
          description:
            "A company's tax id where the brand accepts only personal ones (signUp.personalIdsOnly): 400 `{errors: {nif: 'company tax ids are not allowed'}}`.",
        },
        contract: text(40, { filled: true }),
        email: text(254, { format: 'e-mail', filled: true }),
        email2: {
          ...text(254, { filled: true }),
          description:
            "The e-mail again: another address (case aside) is a 400 `{errors: {email2: 'emails do not match'}}`.",
        },
        accept_conditions: {
          type: 'boolean',
          description:
            "Must be true: the handler answers 400 `{errors: {accept_conditions: 'contractation ov validation'}}`.",
        },
        accept_gdpr: {
          type: 'boolean',
          description:
            "Must be true: the handler answers 400 `{errors: {accept_gdpr: 'contractation ov validation'}}`.",
        },
        phone: {
          ...text(24, { format: 'phone' }),
          description:
            "Required when the brand asks for it (signUp.phoneField): blank, 400 `{errors: {phone: 'The field cannot be empty'}}`.",
        },
        invoiceNumber: {
          ...text(40),
          description:
            "Required when the brand asks for it (signUp.invoiceNumberField): blank, 400 `{errors: {invoiceNumber: 'The field cannot be empty'}}`.",
        },
        cupsSuffix: {
          ...text(12),
          description:
            "The last six characters of the contract's CUPS (optional; checked against the contract when given). Not six letters or digits once normalised like a CUPS, 400 `{errors: {cupsSuffix: 'CUPS not valid'}}`.",
        },
      },
      {
        required: ['nif', 'contract', 'email', 'email2', 'accept_conditions', 'accept_gdpr'],
        description: 'POST /api/v1/signup/confirm (FormConfirm of the sign-up).',
      },
    ),
  ),
  named(
    'SignUpResponse',
    closed({
      render: closed({
        errors: { type: 'array', items: { type: 'string' } },
        body: { type: 'string' },
        format: { type: 'string', enum: ['html', 'markdown'] },
      }),
    }),
  ),
];
