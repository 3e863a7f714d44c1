// What the core adds to Fastify: the database, the configuration, the token service and the session user.
import type { FastifySchema } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { SessionUser, TokenService } from './auth';
import type { SessionRevocation } from './sessions';
import type { Mailer } from './mailer';
import type { LoginThrottle, WriteThrottle } from './throttle';

/** One route of the API as registered (HEAD twins left out). */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Where the route checks the session, if it needs one: `preValidation` is before the input's validation. */
  auth?: 'preValidation' | 'preHandler';
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
    db: Db;
    config: AppConfig;
    tokens: TokenService;
    sessions: SessionRevocation;
    loginThrottle: LoginThrottle;
    /** Anonymous writes per client address (password recovery and reset, unsigned cases). */
    anonymousWrites: WriteThrottle;
    mailer: Mailer;
  }
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
}

export {};
