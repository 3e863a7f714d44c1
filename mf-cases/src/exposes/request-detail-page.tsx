// One customer-service request (customer-area §2 "Request detail", /requests/{id}): its data and its messages.
import { Trans } from '@lingui/react/macro';
import { PageLayout } from '@portal/shared/ui';
import { useParams } from '@portal/shared/routes';
import { RequestDetailView } from '../features/request-detail/components/request-detail-view';
import { expose } from '../i18n';

function RequestDetailPage() {
  const { id } = useParams();
  const requestId = id && /^\d{1,12}$/.test(id) ? Number(id) : undefined;
  return (
    <PageLayout bodyShape="detail" width="full" title={<Trans>Request detail</Trans>}>
      <RequestDetailView key={requestId} id={requestId} />
    </PageLayout>
  );
}

export default expose(RequestDetailPage);
