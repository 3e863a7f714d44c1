// The newsletter page (visitor-features §2, route `newsletter`, unprotected, when settings['newsletter.enabled']):
// the page is thin, the feature holds the calls, the e-mail and the cards.
import { useLingui } from '@lingui/react/macro';
import { Container, PageBody, PageHeader } from '@portal/shared/ui';
import { NewsletterManager } from '../features/newsletter/components/newsletter-manager';
import { expose } from '../i18n';

function NewsletterPage() {
  const { t } = useLingui();
  return (
    <Container maxW="4xl" py="8">
      <PageHeader
        title={t`Newsletters`}
        description={t`Choose the newsletters you want to receive, or change the e-mail they are sent to.`}
      />
      <PageBody shape="form">
        <NewsletterManager />
      </PageBody>
    </Container>
  );
}

export default expose(NewsletterPage);
