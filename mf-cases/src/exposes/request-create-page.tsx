// A new customer-service request (customer-area §2 "Create request", /requests/create).
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { RequestForm } from '../features/request-create/components/request-form';
import { expose } from '../i18n';

function RequestCreatePage() {
  return (
    <PageLayout
      bodyShape="form"
      width="full"
      title={<Trans>New request</Trans>}
      description={<Trans>Tell us what you need; attach at least one file.</Trans>}
    >
      <RequestForm />
    </PageLayout>
  );
}

export default expose(RequestCreatePage);
