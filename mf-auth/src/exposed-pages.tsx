import type { DevHarnessPage } from '@portal/shared/dev';
import { lazy } from 'react';

const LoginPage = lazy(() => import('./exposes/login-page'));
const ConnectPage = lazy(() => import('./exposes/connect-page'));
const ChangePasswordPage = lazy(() => import('./exposes/change-password-page'));
const SignUpPage = lazy(() => import('./exposes/sign-up-page'));
const ResetPasswordPage = lazy(() => import('./exposes/reset-password-page'));
const ProfilePage = lazy(() => import('./exposes/profile-page'));

/** The pages of this remote that the dev harness lists (the same modules as its exposes). */
export const exposedPages: DevHarnessPage[] = [
  { path: '/login', title: 'Login', element: <LoginPage /> },
  { path: '/connect', title: 'Connect (OpenID return)', element: <ConnectPage /> },
  { path: '/change-password', title: 'Change password', element: <ChangePasswordPage /> },
  { path: '/register', title: 'Sign-up / activation', element: <SignUpPage /> },
  { path: '/reset-password', title: 'Reset password', element: <ResetPasswordPage /> },
  { path: '/profile', title: 'Profile', element: <ProfilePage /> },
];
