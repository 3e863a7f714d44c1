// Password recovery (visitor-features §2 "Other screens").
import { Text, PageLayout } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import { ResetPasswordForm } from '../features/reset-password/components/reset-password-form';
import { expose } from '../i18n';

function ResetPasswordPage() {
  return (
    <PageLayout bodyShape="form" title={<Trans>Recover your password</Trans>}>
      <Text>
        <Trans>
          Enter your tax id and the e-mail of your account: we will send you the steps to set a new password.
        </Trans>
      </Text>
      <ResetPasswordForm />
    </PageLayout>
  );
}

export default expose(ResetPasswordPage);
