// The customer-service requests list (customer-area §2 "Customer-service requests list", /requests): the paged list
// filtered by state, and the way to create a request.
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink, pathTo } from '@portal/shared/routes';
import { Button, PageLayout } from '@portal/shared/ui';
import { RequestList } from '../features/request-list/components/request-list';
import { expose } from '../i18n';

function RequestsPage() {
  return (
    <PageLayout
      width="full"
      title={<Trans>My requests</Trans>}
      description={<Trans>Your customer-service requests and their state.</Trans>}
      actions={
        <Button asChild colorPalette="primary">
          <RouterLink to={pathTo('requestCreate')}>
            <Trans>New request</Trans>
          </RouterLink>
        </Button>
      }
    >
      <RequestList />
    </PageLayout>
  );
}

export default expose(RequestsPage);
