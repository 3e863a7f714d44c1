// JSON schemas of the auth bodies: exact fields, strings only, bounded lengths, the identifiers' rules declared
// (core/formats.ts).
import { PASSWORD_MAX_LENGTH } from '@portal/shared/validation/rules';
import { text } from '../../core/formats';

function body<P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

// Lengths as ajv counts them: characters (code points), as the portal's password rule does.
export const credentialsBody = body({ user: text(64), password: text(PASSWORD_MAX_LENGTH) }, [
  'user',
  'password',
]);
export const tokenValidBody = body({ token: text(4000) }, ['token']);
export const clientIdBody = body({ client_id: text(100), secret: text(200) }, ['client_id', 'secret']);
export const recoverBody = body({ email: text(254, { format: 'e-mail', filled: true }) }, ['email']);
export const openIdBody = body(
  {
    code: text(2000),
    nonce: text(500),
    code_verifier: text(128),
    redirect_uri: text(500),
    state: text(4000),
  },
  ['code'],
);
export const passwordBody = body(
  { current: text(PASSWORD_MAX_LENGTH), password: text(PASSWORD_MAX_LENGTH) },
  ['current', 'password'],
);
export const updateUserBody = body(
  {
    mobile: text(24, { format: 'phone', filled: true }),
    email: text(254, { format: 'e-mail', filled: true }),
  },
  [],
);
export const confirmEmailBody = body({ token: text(200) }, ['token']);
export const resetBody = body(
  { email: text(254, { format: 'e-mail', filled: true }), nif: text(20, { format: 'nif', filled: true }) },
  ['email', 'nif'],
);
export const testUserBody = body({ user: text(64, { filled: true }), password: text(128) }, [
  'user',
  'password',
]);
export const testTokenBody = body(
  {
    user: text(64),
    readonly: { type: 'boolean' },
    ttl_seconds: { type: 'integer', minimum: -86400, maximum: 86400 },
  },
  ['user'],
);
