// OMIP price alerts (visitor-features §2, §4; signed in, when the brand enables omip): the page is thin, the feature
// holds the calls, the form and the table.
import { useLingui } from '@lingui/react/macro';
import { Container, PageHeader } from '@portal/shared/ui';
import { OmipAlerts } from '../features/omip/components/omip-alerts';
import { expose } from '../i18n';

function OmipPage() {
  const { t } = useLingui();
  return (
    <Container maxW="3xl" py="8">
      <PageHeader
        title={t`Price alerts`}
        description={t`Get a notice when a wholesale-market (OMIP) product reaches the price you choose.`}
      />
      <OmipAlerts />
    </Container>
  );
}

export default expose(OmipPage);
