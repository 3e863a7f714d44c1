// The electricity contract's detail (customer-area §2 "Contract detail (electricity)"): the read-only sections.
import { Trans } from '@lingui/react/macro';
import { Navigate, pathTo, useParams } from '@portal/shared/routes';
import { ContractPage } from '../components/contract-page';
import {
  ContractDetailView,
  usePrefetchContractDetail,
} from '../features/contract-detail/components/contract-detail-view';
import { expose } from '../i18n';
// A redirect action after login is emitted (`contract:redirect-action`) once this remote has loaded, before the
// detail's actions, whose code comes after the first screen (decision 009): its listener must already be
// there.
import '../lib/redirect-actions';

function ContractDetailPage() {
  const { contractName } = useParams();
  const listPath = pathTo('contracts', { contractType: 'electricity' });
  // The catalogue's `detail` route carries no contract: the list is where one is chosen.
  if (!contractName) return <Navigate to={listPath} replace />;
  return (
    <ContractPage
      width="full"
      title={<Trans>Contract {contractName}</Trans>}
      back={{ to: listPath, label: <Trans>Back to the contracts</Trans> }}
    >
      <ContractDetailView key={contractName} contractName={contractName} />
    </ContractPage>
  );
}

/** The contract and the switcher's list beside the catalogues (decision 009). */
function usePrefetchPage(): void {
  usePrefetchContractDetail(useParams().contractName, 'electricity');
}

export default expose(ContractDetailPage, { usePrefetch: usePrefetchPage });
