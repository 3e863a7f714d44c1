// The OpenID Connect return (/connect): the code and the signed state come back from the provider.
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { LoginStatus } from '../features/login/components/login-status';
import { ConnectCallback } from '../features/oidc/components/connect-callback';
import { expose } from '../i18n';

function ConnectPage() {
  return (
    <PageLayout title={<Trans>Signing in</Trans>}>
      <ConnectCallback failure={<LoginStatus />} />
    </PageLayout>
  );
}

export default expose(ConnectPage);
