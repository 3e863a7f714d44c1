// The login ways that arrive in the address: `?token=` and `?client_id=&secret=` (customer-area §1).
export type AddressLogin =
  | { kind: 'token'; token: string }
  | { kind: 'clientid'; clientId: string; secret: string }
  | undefined;

const LOGIN_PARAMS = ['token', 'client_id', 'secret'];

export function readAddressLogin(search: string): AddressLogin {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token) return { kind: 'token', token };
  const clientId = params.get('client_id');
  const secret = params.get('secret');
  if (clientId && secret) return { kind: 'clientid', clientId, secret };
  return undefined;
}

/** The address without the login parameters, so that a token or a secret never stays in the history or a link. */
export function withoutLoginParams(href: string): string {
  const url = new URL(href);
  for (const name of LOGIN_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
