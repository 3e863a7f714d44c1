/** The payload fields the portal reads from a token (the reference API signs `user_id` and `readonly`). */
export interface TestTokenPayload {
  user_id?: string | number;
  sub?: string;
  readonly?: boolean;
  exp?: number;
  [claim: string]: unknown;
}

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT for tests: the portal only reads the payload; the API (mocked by MSW) checks signatures. */
export function createTestToken(payload: TestTokenPayload = { user_id: 1 }): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.test-signature`;
}
