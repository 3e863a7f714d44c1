// Sign-up / activation of the online account, with a demo customer who has a contract but no account yet.
import type { Domain } from '../../core/domain';
import { signupRoutes } from './routes';
import { seedSignup } from './seed';

export const signupDomain: Domain = {
  name: 'signup',
  migrations: [],
  seed: (db) => seedSignup(db),
  routes: signupRoutes,
};
