// What the core adds to Fastify: the database, the configuration, the token service and the session user.
import type { AppConfig } from './config';
import type { Db } from './db';
import type { SessionUser, TokenService } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    tokens: TokenService;
  }
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
}

export {};
