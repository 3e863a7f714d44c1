// JSON schemas of the auth bodies: exact fields, strings only, bounded lengths, the identifiers' rules declared
// (core/formats.ts).
import { text } from '../../core/formats';

const str = (max = 200) => ({ type: 'string', maxLength: max }) as const;

function body<P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

export const credentialsBody = body({ user: str(64), password: str(128) }, ['user', 'password']);
export const tokenValidBody = body({ token: str(4000) }, ['token']);
export const clientIdBody = body({ client_id: str(100), secret: str(200) }, ['client_id', 'secret']);
export const recoverBody = body({ email: text(254, { format: 'e-mail', filled: true }) }, ['email']);
export const openIdBody = body(
  { code: str(2000), nonce: str(500), redirect_uri: str(500), state: str(4000) },
  ['code'],
);
export const passwordBody = body({ current: str(128), password: str(128) }, ['current', 'password']);
export const updateUserBody = body(
  {
    mobile: text(24, { format: 'phone', filled: true }),
    email: text(254, { format: 'e-mail', filled: true }),
  },
  [],
);
export const resetBody = body(
  { email: text(254, { format: 'e-mail', filled: true }), nif: text(20, { format: 'nif', filled: true }) },
  ['email', 'nif'],
);
export const testTokenBody = body(
  {
    user: str(64),
    readonly: { type: 'boolean' },
    ttl_seconds: { type: 'integer', minimum: -86400, maximum: 86400 },
  },
  ['user'],
);
