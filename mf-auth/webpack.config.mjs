import { createWebpackConfig } from '@portal/shared/build/webpack.mjs';

// What this remote offers the portal: the page modules the route catalogue names (login, connect, changePassword,
// register and activation, resetPassword, profile).
export const exposes = {
  './LoginPage': './src/exposes/login-page.tsx',
  './ConnectPage': './src/exposes/connect-page.tsx',
  './ChangePasswordPage': './src/exposes/change-password-page.tsx',
  './SignUpPage': './src/exposes/sign-up-page.tsx',
  './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
  './ProfilePage': './src/exposes/profile-page.tsx',
};

export default createWebpackConfig({ name: 'mf_auth', dir: import.meta.dirname, port: 8081, exposes });
