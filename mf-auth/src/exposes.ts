// What this remote offers the portal, the one source its webpack config and its dev harness read. The types require
// exactly the modules the route catalogue names for mf_auth (a page each), and `exposes.test.ts` checks them at run
// time: a module nobody names, or one the catalogue names that is missing here, fails.
import type { RemoteExposes } from '@portal/shared/remote';

export const exposes = {
  './LoginPage': () => import('./exposes/login-page'),
  './ConnectPage': () => import('./exposes/connect-page'),
  './ChangePasswordPage': () => import('./exposes/change-password-page'),
  './SignUpPage': () => import('./exposes/sign-up-page'),
  './ResetPasswordPage': () => import('./exposes/reset-password-page'),
  './ProfilePage': () => import('./exposes/profile-page'),
} satisfies RemoteExposes<'mf_auth'>;
