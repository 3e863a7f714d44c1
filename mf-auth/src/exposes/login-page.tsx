// Login (customer-area §2): the form, the OpenID way when the brand has it, the status of the last way in, the
// ad-blocker warning and the links to sign-up and password recovery.
import { Stack, PageLayout } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { useSetting } from '@portal/shared/settings';
import { AdBlockWarning } from '../features/login/components/ad-block-warning';
import { LoginForm } from '../features/login/components/login-form';
import { LoginLinks } from '../features/login/components/login-links';
import { LoginStatus } from '../features/login/components/login-status';
import { useRedirectFromSearch } from '../features/login/use-redirect-from-search';
import { OidcAutoRedirect } from '../features/oidc/components/oidc-auto-redirect';
import { OidcLoginButton } from '../features/oidc/components/oidc-login-button';
import { expose } from '../i18n';

function LoginPage() {
  useRedirectFromSearch();
  const oidc = useSetting('oidc.enabled');
  const defaultLogin = useSetting('oidc.allowDefaultLogin');
  // After a failed way in the message stays and the provider is one click away, rather than a redirect loop.
  const failed = useAuth((s) => s.statusCode !== undefined || s.statusText !== undefined);
  if (oidc && !defaultLogin) {
    return (
      <PageLayout bodyShape="form" title={<Trans>Log in</Trans>}>
        <LoginStatus />
        {failed ? <OidcLoginButton /> : <OidcAutoRedirect />}
      </PageLayout>
    );
  }
  return (
    <PageLayout bodyShape="form" title={<Trans>Log in</Trans>}>
      <AdBlockWarning />
      <LoginStatus />
      <Stack gap="4">
        <LoginForm />
        {oidc ? <OidcLoginButton /> : undefined}
      </Stack>
      <LoginLinks />
    </PageLayout>
  );
}

export default expose(LoginPage);
