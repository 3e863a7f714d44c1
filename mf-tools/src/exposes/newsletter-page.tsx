// The newsletter page (visitor-features §2, route `newsletter`, unprotected, when settings['newsletter.enabled']):
// the page is thin, the feature holds the calls, the e-mail and the cards; the frame is the platform's page layout.
import { useLingui } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { NewsletterManager } from '../features/newsletter/components/newsletter-manager';
import { expose } from '../i18n';

function NewsletterPage() {
  const { t } = useLingui();
  return (
    <PageLayout
      width="wide"
      bodyShape="form"
      title={t`Newsletters`}
      description={t`Choose the newsletters you want to receive, or change the e-mail they are sent to.`}
    >
      <NewsletterManager />
    </PageLayout>
  );
}

export default expose(NewsletterPage);
