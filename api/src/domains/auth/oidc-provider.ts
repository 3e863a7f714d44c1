// The loopback OpenID Connect provider (oidc-provider) on its own port, so its issuer is a real separate origin.
// Its sign-in page checks the API's own accounts: the login is a seeded user (12345678Z / Demo-2026), the password is
// verified like POST {auth}/get_token does (same scrypt check, same throttle by account and client address). Its
// relying parties are the clients of the brands with OIDC on (brands.ts) plus the configured extra clients; consent
// is implied (first-party clients). See api/README.md "OpenID Connect".
// Issue 42 finding 12: no page of the provider may be framed (`X-Frame-Options: DENY`, `frame-ancestors 'none'`), its
// cookies are signed with a key of their own (never the session key), and `email_verified` says what the API knows.
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { type AppConfig, oidcIssuer } from '../../core/config';
import type { Db } from '../../core/db';
import { ApiError } from '../../core/errors';
import type { LoginThrottle } from '../../core/throttle';
import { OIDC_COOKIE_SECRET_FILE_NAME, installationSecret } from '../../core/secret';
import { oidcClients } from '../settings/brands';
import { verifyPassword } from './password';
import { userRepository } from './users';

interface AccountRow {
  username: string;
  name: string;
  email: string;
  email_verified: number;
}

/** The provider's cookie keys: OIDC_COOKIE_SECRET, else the installation's own key file, never `jwtSecret`. */
export function providerCookieKeys(config: AppConfig): string[] {
  const key = config.oidcCookieSecret || installationSecret(config.dbPath, OIDC_COOKIE_SECRET_FILE_NAME);
  if (key === config.jwtSecret) throw new Error('OIDC_COOKIE_SECRET must differ from JWT_SECRET');
  return [key];
}

export function providerConfiguration(config: AppConfig, db: Db): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'portal-demo', use: 'sig', alg: 'RS256' };
  const account = db.prepare('SELECT username, name, email, email_verified FROM users WHERE username = ?');
  const origins = config.portalOrigins.map((origin) => origin.replace(/\/$/, ''));
  return {
    clients: oidcClients(config).map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: [...origins, ...origins.map((origin) => `${origin}/`)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk as never] },
    cookies: { keys: providerCookieKeys(config) },
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
    // Issue 42 finding 12: every authorisation carries a PKCE challenge (S256, the only method oidc-provider 9
    // accepts) and every code exchange its verifier, confidential client or not.
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, id) {
      const row = account.get(id) as AccountRow | undefined;
      if (!row) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: row.email, email_verified: row.email_verified === 1, name: row.name };
        },
      };
    },
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, login: string, error?: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><main>
<h1>Sign-in</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label>Login <input name="login" placeholder="Enter your login (tax id)" value="${escapeHtml(login)}" required></label>
<label>Password <input name="password" type="password" placeholder="and password" required></label>
<button type="submit">Sign-in</button>
</form></main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The sign-in page and its form (`/interaction/:uid`), consent given for the brand's own client. */
function interactions(provider: Provider, db: Db, throttle: LoginThrottle) {
  const users = userRepository(db);
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    ctx.set('cache-control', 'no-store');
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const uid = match[1] ?? '';
    if (details.prompt.name === 'consent') {
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session?.accountId,
            clientId: String(details.params.client_id),
          });
      if (!grant) return ctx.throw(400, 'no grant');
      const missing = details.prompt.details.missingOIDCScope;
      if (Array.isArray(missing)) grant.addOIDCScope(missing.join(' '));
      const missingClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
      const grantId = await grant.save();
      ctx.redirect(
        await provider.interactionResult(
          ctx.req,
          ctx.res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        ),
      );
      return;
    }
    ctx.type = 'html';
    if (ctx.method !== 'POST' || !match[2]) {
      ctx.body = loginPage(uid, '');
      return;
    }
    const form = await formOf(ctx.req);
    const login = (form.get('login') ?? '').trim().slice(0, 64);
    const password = (form.get('password') ?? '').slice(0, 128);
    try {
      throttle.check(login, ctx.ip);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      ctx.status = 429;
      ctx.body = loginPage(uid, login, 'Too many attempts: try again later.');
      return;
    }
    const user = users.byUsername(login);
    if (!(await verifyPassword(password, user?.password_hash)) || !user) {
      throttle.fail(login, ctx.ip);
      ctx.status = 401;
      ctx.body = loginPage(uid, login, 'Invalid login or password.');
      return;
    }
    throttle.succeed(login);
    ctx.redirect(
      await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId: user.username } },
        { mergeWithLastSubmission: false },
      ),
    );
  };
}

export interface RunningProvider {
  issuer: string;
  close(): Promise<void>;
}

/** `throttle`: the API's login throttle (app.loginThrottle), so the provider's failures count with the API's. */
export async function startOidcProvider(
  config: AppConfig,
  db: Db,
  throttle: LoginThrottle,
): Promise<RunningProvider> {
  const issuer = oidcIssuer(config);
  const provider = new Provider(issuer, providerConfiguration(config, db));
  // Every answer of the provider: never framed (its sign-in page takes a password), never kept by a cache.
  provider.use(async (ctx, next) => {
    await next();
    ctx.set('x-frame-options', 'DENY');
    ctx.set('x-content-type-options', 'nosniff');
    const csp = ctx.response.get('content-security-policy');
    if (!/frame-ancestors/.test(csp))
      ctx.set('content-security-policy', csp ? `${csp}; frame-ancestors 'none'` : "frame-ancestors 'none'");
  });
  // The change-password address of the OIDC brands (oidc.changePasswordUrl).
  provider.use(async (ctx, next) => {
    if (ctx.path !== '/account/password') return next();
    ctx.type = 'html';
    ctx.body =
      "<!doctype html><title>Password</title><p>The demo identity provider signs in with the portal's own accounts: change the password from the portal's profile.</p>";
  });
  provider.use(interactions(provider, db, throttle));
  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(config.oidcPort, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
