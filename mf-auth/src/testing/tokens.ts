// Unsigned JWT-shaped tokens for tests: the portal only reads their payload (user id, read-only flag).
function part(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function testToken(payload: { user_id?: string; readonly?: boolean } = {}): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: '12345678Z', ...payload })}.signature`;
}
