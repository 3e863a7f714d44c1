// /d/{routePath}/{pageId}: a brand's dynamic server page (signed in, when server elements are enabled).
import { useParams } from '@portal/shared/routes';
import { Container } from '@portal/shared/ui';
import { DynamicPageContent } from '../features/dynamic-page/components/dynamic-page-content';
import { expose } from '../i18n';

function DynamicPage() {
  const { pageId = '' } = useParams();
  return (
    <Container maxW="5xl" py="8">
      <DynamicPageContent key={pageId} pageId={pageId} />
    </Container>
  );
}

export default expose(DynamicPage);
