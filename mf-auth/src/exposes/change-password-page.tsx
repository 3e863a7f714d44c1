// Change password (customer-area §2): the form, or with OpenID on the provider's own page.
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { useSetting } from '@portal/shared/settings';
import { useNavigate } from '@portal/shared/routes';
import { ChangePasswordForm } from '../features/change-password/components/change-password-form';
import { ExternalChangePassword } from '../features/change-password/components/external-change-password';
import { expose } from '../i18n';

function ChangePasswordPage() {
  const navigate = useNavigate();
  const oidc = useSetting('oidc.enabled');
  return (
    <PageLayout bodyShape="form" title={<Trans>Change password</Trans>}>
      {oidc ? <ExternalChangePassword /> : <ChangePasswordForm onCancel={() => void navigate(-1)} />}
    </PageLayout>
  );
}

export default expose(ChangePasswordPage);
