// OMIP price alerts (visitor-features §2, §4; signed in, when the brand enables omip): the page is thin, the feature
// holds the calls, the form and the table.
import { useLingui } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { OmipAlerts } from '../features/omip/components/omip-alerts';
import { expose } from '../i18n';

function OmipPage() {
  const { t } = useLingui();
  return (
    <PageLayout
      width="wide"
      title={t`Price alerts`}
      description={t`Get a notice when a wholesale-market (OMIP) product reaches the price you choose.`}
    >
      <OmipAlerts />
    </PageLayout>
  );
}

export default expose(OmipPage);
