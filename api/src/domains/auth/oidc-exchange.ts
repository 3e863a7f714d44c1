// Exchanges an authorization code with the provider's token endpoint, with the PKCE code_verifier the portal's tab
// kept (RFC 7636: a code intercepted on its way back is useless without it), and verifies the ID token (signature,
// issuer, audience, nonce) against the provider's published keys.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { type AppConfig, type OidcClient, oidcIssuer } from '../../core/config';
import { ApiError } from '../../core/errors';

export interface OidcIdentity {
  sub: string;
  email: string;
  /** The provider vouches for the address (`email_verified`): only then is it the account's verified e-mail. */
  emailVerified: boolean;
  name: string;
  idToken: string;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysOf(issuer: string): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    keySets.set(issuer, keys);
  }
  return keys;
}

/** Exchanges the code as the brand's own client: a code issued to another client (another brand) is refused by the
 * provider, and the ID token must be addressed to this client. */
export async function exchangeCode(
  config: AppConfig,
  client: OidcClient,
  code: string,
  nonce: string,
  codeVerifier: string | undefined,
  redirectUri?: string,
): Promise<OidcIdentity> {
  const allowed = client.redirectUris;
  const redirect = redirectUri ?? allowed[0] ?? '';
  if (!allowed.includes(redirect))
    throw new ApiError(400, 'invalid_redirect_uri', { errors: { redirect_uri: 'not allowed' } });
  const issuer = oidcIssuer(config);
  let response: Response;
  try {
    response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      }),
    });
  } catch {
    throw new ApiError(502, 'oidc_provider_unreachable');
  }
  const body = (await response.json().catch(() => ({}))) as { id_token?: string; error?: string };
  if (!response.ok || !body.id_token)
    throw new ApiError(403, 'Invalid code', { error: body.error ?? 'invalid_grant' });
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(body.id_token, keysOf(issuer), { issuer, audience: client.clientId }));
  } catch {
    throw new ApiError(403, 'Invalid id token');
  }
  if (payload.nonce !== nonce) throw new ApiError(403, 'Invalid nonce');
  if (typeof payload.sub !== 'string') throw new ApiError(403, 'Invalid id token');
  return {
    sub: payload.sub,
    email: typeof payload.email === 'string' ? payload.email : '',
    emailVerified: typeof payload.email === 'string' && payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name : payload.sub,
    idToken: body.id_token,
  };
}
