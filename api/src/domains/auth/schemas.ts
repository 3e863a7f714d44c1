// JSON schemas of the test-only auth bodies (POST /__test__/...); the portal's own bodies are the contract's
// (src/contract/auth.ts).
import { text } from '../../core/formats';

function body<P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

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
