// Auth and users: sessions under {auth}, OpenID Connect, password, profile, recovery, test and impersonation tokens.
import type { FastifyPluginAsync } from 'fastify';
import type { Domain } from '../../core/domain';
import { authMigrations } from './migrations';
import { openIdRoutes } from './routes-openid';
import { registerRoutes } from './routes-register';
import { resetRoutes } from './routes-reset';
import { sessionRoutes } from './routes-session';
import { testRoutes } from './routes-test';
import { userRoutes } from './routes-user';
import { seedAuth } from './seed';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(openIdRoutes);
  await app.register(userRoutes);
  await app.register(resetRoutes);
  await app.register(testRoutes);
};

export const authDomain: Domain = {
  name: 'auth',
  migrations: authMigrations,
  seed: (db) => seedAuth(db),
  routes,
};
