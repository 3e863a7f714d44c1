// The contract's communications (customer-area §2 "Contract communications", /contratos/{contractId}/comunicaciones).
import { Trans } from '@lingui/react/macro';
import { Navigate, Link as RouterLink, pathTo, useParams } from '@portal/shared/routes';
import { Link, PageLayout } from '@portal/shared/ui';
import { CommunicationList } from '../features/contract-communications/components/communication-list';
import { expose } from '../i18n';

function ContractCommunicationsPage() {
  const { contractId } = useParams();
  const listPath = pathTo('contracts', { contractType: 'electricity' });
  if (!contractId) return <Navigate to={listPath} replace />;
  return (
    <PageLayout
      width="wide"
      title={<Trans>Communications of contract {contractId}</Trans>}
      actions={
        <Link asChild variant="underline">
          <RouterLink to={listPath}>
            <Trans>Back to the contracts</Trans>
          </RouterLink>
        </Link>
      }
    >
      <CommunicationList key={contractId} contractId={contractId} />
    </PageLayout>
  );
}

export default expose(ContractCommunicationsPage);
