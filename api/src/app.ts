// Builds the reference API: database (migrated and seeded), core hooks, then every domain's routes in order.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { LEAD_TOKEN_HEADER } from '@portal/shared/api-types';
import { requireSession, requireUser, tokenService } from './core/auth';
import { type AppConfig, DEFAULT_CONFIG } from './core/config';
import { openDb, runSeedOnce } from './core/db';
import { installationSecret } from './core/secret';
import { sessionStore } from './core/sessions';
import { loginThrottle, writeThrottle } from './core/throttle';
import { registerBodyTimeout } from './core/body-timeout';
import { loggerOptions, registerRequestLog } from './core/log';
import { fileMailer, outboxFor } from './core/mailer';
import { noStoreByDefault } from './core/no-store';
import { registerErrorHandling } from './core/errors';
import { FORMATS, MESSAGE_KEYWORD } from './core/formats';
import type { RouteEntry } from './core/fastify-types';
import { DOMAINS, migrateAndSeed } from './domains';
import { contractSchema, registerOpenApi } from './core/openapi';
import { summaryOf } from './contract/summaries';
import { LARGE_SEED_ID, seedLargeCustomer } from './seeds/large-customer';
import { largeCustomerTestRoutes } from './seeds/routes-test';

export async function buildApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const base: AppConfig = { ...DEFAULT_CONFIG, ...overrides };
  const config: AppConfig = { ...base, jwtSecret: base.jwtSecret || installationSecret(base.dbPath) };
  const db = openDb(config.dbPath);
  migrateAndSeed(db, config);
  // On demand only (issue 47 item 3): the largest customer, for the bench and its end-to-end test.
  if (config.seedLarge) runSeedOnce(db, LARGE_SEED_ID, () => seedLargeCustomer(db));

  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request at `info` instead of Fastify's two (core/log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // JSON bodies may carry base64 files: room for one upload at the limit plus the form.
    bodyLimit: Math.ceil(config.uploadLimitBytes * 1.4) + 64_000,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
        useDefaults: true,
        allowUnionTypes: true,
        // The spec's identifier rules, each with its own message (core/formats.ts).
        formats: FORMATS,
        // A field's own message for a missing or blank value (core/formats.ts), read from the failing schema.
        keywords: [MESSAGE_KEYWORD],
        verbose: true,
      },
    },
    // request.ip is the client's address: X-Forwarded-For is read only from the portal's own proxy (`trustProxy`'s
    // addresses), never from anyone else (login and anonymous-write throttling, issue 42 findings 6 and 11).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // The whole request (headers and body) within this time; a body that stops arriving is answered sooner
    // (core/body-timeout.ts). Fastify's default, 0, waits for ever.
    requestTimeout: config.requestTimeoutSeconds * 1000,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  // A token of a user that no longer exists, of a revoked session or of an earlier password is not a session (401).
  const sessions = sessionStore(db);
  app.decorate('sessions', sessions);
  app.decorate('loginThrottle', loginThrottle(config.loginAttempts));
  app.decorate('anonymousWrites', writeThrottle(config.anonymousWrites));
  app.decorate('mailer', fileMailer(outboxFor(config.dbPath, config.mailDir)));
  app.decorate(
    'tokens',
    tokenService(config.jwtSecret, config.tokenTtlSeconds, sessions, config.sessionMaxSeconds),
  );
  app.decorateRequest('user', undefined);
  // Every route with its schema, for the route sweep (core/route-sweep.test.ts) and whoever needs the API's surface.
  const routeTable: RouteEntry[] = [];
  /** The domain whose routes are being registered: the tag of its calls in the OpenAPI document. */
  let registering: string | undefined;
  app.decorate('routeTable', routeTable);
  const needsSession = (hooks: unknown) =>
    [hooks].flat().some((hook) => hook === requireUser || hook === requireSession);
  app.addHook('onRoute', (route) => {
    const auth = needsSession(route.preValidation)
      ? 'preValidation'
      : needsSession(route.preHandler)
        ? 'preHandler'
        : undefined;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema, auth });
    }
    // The contract's view of the route (core/openapi.ts): its summary and spec section, its token and its errors.
    route.schema = contractSchema(
      route.schema,
      [route.method].flat()[0] ?? 'GET',
      registering,
      auth !== undefined,
      summaryOf([route.method].flat(), route.url, config.authPath),
    );
  });
  app.addHook('onClose', async () => {
    db.close();
  });

  registerRequestLog(app);
  registerErrorHandling(app, config.uploadLimitBytes);
  registerBodyTimeout(app, config.bodyTimeoutMs);
  noStoreByDefault(app);
  await app.register(cors, {
    origin: config.portalOrigins,
    credentials: true,
    exposedHeaders: ['content-disposition'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Brand', 'Accept-Language', LEAD_TOKEN_HEADER],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  // Issue 15 finding 9: the API's answers are data, never a page to run or frame: nothing may load from them, no
  // site may frame them, no type sniffing. Other sites of the same retailer (the portal's own origins) may embed its
  // images and files.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 6 } });

  await registerOpenApi(app);
  for (const domain of DOMAINS) {
    registering = domain.name;
    await app.register(domain.routes);
  }
  registering = undefined;
  if (config.testEndpoints) await app.register(largeCustomerTestRoutes);
  return app;
}
