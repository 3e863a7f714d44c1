// The loopback OpenID Connect provider (oidc-provider) on its own port, so its issuer is a real separate origin.
// Its sign-in page is the library's development interaction: any login is accepted; a login equal to a seeded tax id
// (12345678Z) signs in as that customer, any other login is a new customer. See api/README.md "OpenID Connect".
import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { type AppConfig, oidcIssuer, oidcRedirectUriList } from '../../core/config';
import type { Db } from '../../core/db';

interface AccountRow {
  username: string;
  name: string;
  email: string;
}

function providerConfiguration(config: AppConfig, db: Db): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'portal-demo', use: 'sig', alg: 'RS256' };
  const account = db.prepare('SELECT username, name, email FROM users WHERE username = ?');
  const origins = config.portalOrigins.map((origin) => origin.replace(/\/$/, ''));
  return {
    clients: [
      {
        client_id: config.oidcClientId,
        client_secret: config.oidcClientSecret,
        redirect_uris: oidcRedirectUriList(config),
        post_logout_redirect_uris: [...origins, ...origins.map((origin) => `${origin}/`)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [config.jwtSecret] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
      AccessToken: 3600,
      IdToken: 3600,
    },
    pkce: { required: () => false },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, id) {
      const row = account.get(id) as AccountRow | undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: row?.email ?? `${id.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@oidc.example.com`,
            email_verified: true,
            name: row?.name ?? id,
          };
        },
      };
    },
  };
}

export interface RunningProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcProvider(config: AppConfig, db: Db): Promise<RunningProvider> {
  const issuer = oidcIssuer(config);
  const provider = new Provider(issuer, providerConfiguration(config, db));
  // The change-password address of the OIDC brands (oidc.changePasswordUrl): the demo provider has no passwords.
  provider.use(async (ctx, next) => {
    if (ctx.path !== '/account/password') return next();
    ctx.type = 'html';
    ctx.body =
      '<!doctype html><title>Password</title><p>The demo identity provider accepts any password: there is nothing to change.</p>';
  });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(config.oidcPort, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
