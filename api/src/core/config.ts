// Runtime configuration of the reference API, read once from the environment (main.ts) or given by tests.
import { type LogFormat, type LogLevel, logFormatOf, logLevelOf } from './log';
import type { ThrottleLimits, WriteLimits } from './throttle';

export interface AppConfig {
  port: number;
  host: string;
  /** SQLite file; `:memory:` for a throwaway database. */
  dbPath: string;
  /** The auth path `{auth}` of the spec (get_token, user/, recover, ...). */
  authPath: string;
  tokenTtlSeconds: number;
  /** How long a session lasts from its login, refreshes included (then the user signs in again). */
  sessionMaxSeconds: number;
  /** HS256 key of the session tokens; empty: the installation's own key, generated next to the database
   * (core/secret.ts). */
  jwtSecret: string;
  /** Port of the loopback OpenID Connect provider (its issuer is a separate origin). */
  oidcPort: number;
  /** Start the OpenID Connect provider together with the API (main.ts does; tests usually do not). */
  oidcProvider: boolean;
  /** Portal origins: allowed by CORS; `<origin>/connect` is an accepted OIDC redirect URI. */
  portalOrigins: string[];
  /** Extra accepted OIDC redirect URIs. */
  oidcRedirectUris: string[];
  /** The portal's confidential client at the provider (the API exchanges codes with it). */
  oidcClientId: string;
  oidcClientSecret: string;
  /** Key of the provider's cookies (OIDC_COOKIE_SECRET); empty: the installation's own, generated next to the
   * database (`oidc-cookie-secret`), never the session key. */
  oidcCookieSecret: string;
  /** Other relying parties registered at the provider (clients of other brands or applications): a code issued to
   * one of them never signs in to a brand of this portal. */
  oidcExtraClients: OidcClient[];
  /** Login throttling: failed attempts per account and per client address within a window (core/throttle.ts). */
  loginAttempts: ThrottleLimits;
  /** Anonymous writes (password recovery and reset, unsigned cases): requests of each per client address within a
   * window (core/throttle.ts). */
  anonymousWrites: WriteLimits;
  /** The portal's health reports (domains/telemetry): OTLP requests per client address within a window. */
  telemetryReports: WriteLimits;
  /** Contracting leads (domains/contracting/lead-access.ts): anonymous writes per client address, identity checks per
   * tax id and per client address, within a window. */
  leadLimits: LeadLimits;
  /** Proxies whose `X-Forwarded-For` names the client (the portal's own proxy on this machine by default). */
  trustProxy: string[];
  /** Guards the admin endpoints (maintenance switch); empty disables them. */
  adminKey: string;
  /** Enables POST /__test__/token (short-lived and read-only tokens for tests). */
  testEndpoints: boolean;
  /** SEED_LARGE=1: the large customer (src/seeds/large-customer.ts) is seeded once into this database (issue 47). */
  seedLarge: boolean;
  uploadLimitBytes: number;
  /** A body that stops arriving for this long is answered 408 (core/body-timeout.ts; BODY_TIMEOUT_SECONDS). */
  bodyTimeoutMs: number;
  /** The longest a whole request may take to arrive, headers and body (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutSeconds: number;
  /** The log (core/log.ts): off with LOG=0; LOG_LEVEL (warn: warnings and errors; info: one line per request too);
   * LOG_FORMAT (readable lines, or pino's JSON). */
  logger: boolean;
  logLevel: LogLevel;
  logFormat: LogFormat;
  logDestination?: NodeJS.WritableStream;
  /** Outgoing mail's folder (core/mailer.ts); empty: `outbox/` next to the database. */
  mailDir: string;
  /** How long an activation's "create your password" link and an e-mail change's confirmation link stay valid. */
  confirmationTtlSeconds: number;
}

export interface LeadLimits {
  /** Anonymous lead writes (POST leads, gas/leads) from one client address within the window. */
  writesPerAddress: number;
  /** Identity checks (DNI validation and scoring) of one tax id within the window. */
  checksPerTaxId: number;
  /** Identity checks from one client address within the window. */
  checksPerAddress: number;
  windowSeconds: number;
}

/** One relying party at the OpenID Connect provider: the client of one brand, with its redirect URIs. */
export interface OidcClient {
  brand: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export const DEFAULT_CONFIG: AppConfig = {
  port: 8000,
  host: '127.0.0.1',
  dbPath: '.data/portal.sqlite',
  authPath: '/auth',
  tokenTtlSeconds: 3600,
  sessionMaxSeconds: 12 * 3600,
  jwtSecret: '',
  oidcPort: 8001,
  oidcProvider: false,
  portalOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
  oidcRedirectUris: [],
  oidcClientId: 'portal',
  oidcClientSecret: 'portal-oidc-secret',
  oidcCookieSecret: '',
  oidcExtraClients: [],
  loginAttempts: { perAccount: 5, perAddress: 50, windowSeconds: 900 },
  anonymousWrites: { perAddress: 10, windowSeconds: 900 },
  telemetryReports: { perAddress: 120, windowSeconds: 600 },
  leadLimits: { writesPerAddress: 120, checksPerTaxId: 10, checksPerAddress: 40, windowSeconds: 900 },
  trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
  adminKey: '',
  testEndpoints: false,
  seedLarge: false,
  uploadLimitBytes: 15_000_000,
  bodyTimeoutMs: 60_000,
  requestTimeoutSeconds: 300,
  logger: false,
  logLevel: 'warn',
  logFormat: 'pretty',
  mailDir: '',
  confirmationTtlSeconds: 48 * 3600,
};

function resolvePath(root: string, file: string): string {
  return file === ':memory:' || file.startsWith('/') ? file : `${root.replace(/\/$/, '')}/${file}`;
}

function list(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function int(value: string | undefined): number | undefined {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** `root` is the api/ folder: relative paths (DB_PATH) resolve from it. */
export function configFromEnv(root: string, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT) ?? DEFAULT_CONFIG.port;
  return {
    ...DEFAULT_CONFIG,
    port,
    host: env.HOST || DEFAULT_CONFIG.host,
    dbPath: resolvePath(root, env.DB_PATH || DEFAULT_CONFIG.dbPath),
    authPath: `/${(env.AUTH_PATH || DEFAULT_CONFIG.authPath).replace(/^\/+|\/+$/g, '')}`,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS) ?? DEFAULT_CONFIG.tokenTtlSeconds,
    sessionMaxSeconds: int(env.SESSION_MAX_SECONDS) ?? DEFAULT_CONFIG.sessionMaxSeconds,
    jwtSecret: env.JWT_SECRET ?? '',
    oidcPort: int(env.OIDC_PORT) ?? port + 1,
    oidcProvider: env.OIDC_PROVIDER !== '0',
    portalOrigins: list(env.PORTAL_ORIGINS) ?? DEFAULT_CONFIG.portalOrigins,
    oidcRedirectUris: list(env.OIDC_REDIRECT_URIS) ?? [],
    oidcClientId: env.OIDC_CLIENT_ID || DEFAULT_CONFIG.oidcClientId,
    oidcClientSecret: env.OIDC_CLIENT_SECRET || DEFAULT_CONFIG.oidcClientSecret,
    oidcCookieSecret: env.OIDC_COOKIE_SECRET ?? '',
    loginAttempts: {
      perAccount: int(env.LOGIN_MAX_FAILURES_ACCOUNT) ?? DEFAULT_CONFIG.loginAttempts.perAccount,
      perAddress: int(env.LOGIN_MAX_FAILURES_ADDRESS) ?? DEFAULT_CONFIG.loginAttempts.perAddress,
      windowSeconds: int(env.LOGIN_WINDOW_SECONDS) ?? DEFAULT_CONFIG.loginAttempts.windowSeconds,
    },
    anonymousWrites: {
      perAddress: int(env.ANONYMOUS_WRITES_PER_ADDRESS) ?? DEFAULT_CONFIG.anonymousWrites.perAddress,
      windowSeconds: int(env.ANONYMOUS_WRITES_WINDOW_SECONDS) ?? DEFAULT_CONFIG.anonymousWrites.windowSeconds,
    },
    telemetryReports: {
      perAddress: int(env.TELEMETRY_REPORTS_PER_ADDRESS) ?? DEFAULT_CONFIG.telemetryReports.perAddress,
      windowSeconds: int(env.TELEMETRY_WINDOW_SECONDS) ?? DEFAULT_CONFIG.telemetryReports.windowSeconds,
    },
    leadLimits: {
      writesPerAddress: int(env.LEAD_MAX_WRITES_ADDRESS) ?? DEFAULT_CONFIG.leadLimits.writesPerAddress,
      checksPerTaxId: int(env.LEAD_MAX_CHECKS_TAX_ID) ?? DEFAULT_CONFIG.leadLimits.checksPerTaxId,
      checksPerAddress: int(env.LEAD_MAX_CHECKS_ADDRESS) ?? DEFAULT_CONFIG.leadLimits.checksPerAddress,
      windowSeconds: int(env.LEAD_WINDOW_SECONDS) ?? DEFAULT_CONFIG.leadLimits.windowSeconds,
    },
    trustProxy: list(env.TRUST_PROXY) ?? DEFAULT_CONFIG.trustProxy,
    adminKey: env.ADMIN_KEY ?? '',
    testEndpoints: env.TEST_ENDPOINTS === '1',
    seedLarge: env.SEED_LARGE === '1',
    uploadLimitBytes: int(env.UPLOAD_LIMIT_BYTES) ?? DEFAULT_CONFIG.uploadLimitBytes,
    bodyTimeoutMs: (int(env.BODY_TIMEOUT_SECONDS) ?? DEFAULT_CONFIG.bodyTimeoutMs / 1000) * 1000,
    requestTimeoutSeconds: int(env.REQUEST_TIMEOUT_SECONDS) ?? DEFAULT_CONFIG.requestTimeoutSeconds,
    logger: env.LOG !== '0',
    logLevel: logLevelOf(env.LOG_LEVEL),
    logFormat: logFormatOf(env.LOG_FORMAT),
    mailDir: env.MAIL_DIR ? resolvePath(root, env.MAIL_DIR) : '',
    confirmationTtlSeconds: int(env.CONFIRMATION_TTL_SECONDS) ?? DEFAULT_CONFIG.confirmationTtlSeconds,
  };
}

export function oidcIssuer(config: AppConfig): string {
  return `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.oidcPort}`;
}

/** The portal's address in links sent by mail (the first portal origin). */
export function portalUrl(config: AppConfig): string {
  return (config.portalOrigins[0] ?? DEFAULT_CONFIG.portalOrigins[0] ?? '').replace(/\/$/, '');
}

/** Every redirect URI the provider accepts: `<origin>/connect` of each portal origin plus the configured extras. */
export function oidcRedirectUriList(config: AppConfig): string[] {
  return [
    ...config.portalOrigins.map((origin) => `${origin.replace(/\/$/, '')}/connect`),
    ...config.oidcRedirectUris,
  ];
}
