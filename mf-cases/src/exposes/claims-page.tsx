// Claims (customer-area §2 "Claims", /claims): the customer-service (ATC) complaint form on its own page, where no
// contract is preset, so it asks for one (§2 "Contract picker (only when no contract is preset)").
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { AtcForm } from '../features/atc-complaint/components/atc-form';
import { expose } from '../i18n';

function ClaimsPage() {
  return (
    <PageLayout
      bodyShape="form"
      title={<Trans>Claims</Trans>}
      description={
        <Trans>File a complaint about one of your contracts; we will answer it with its number.</Trans>
      }
    >
      <AtcForm />
    </PageLayout>
  );
}

export default expose(ClaimsPage);
