// The gas contract's detail (customer-area §2 "Gas contract detail").
import { Trans } from '@lingui/react/macro';
import { Navigate, pathTo, useParams } from '@portal/shared/routes';
import { ContractPage } from '../components/contract-page';
import { usePrefetchContractDetail } from '../features/contract-detail/components/contract-detail-view';
import { GasContractDetailView } from '../features/contract-detail/components/gas-contract-detail-view';
import { expose } from '../i18n';

function GasContractDetailPage() {
  const { contractName } = useParams();
  const listPath = pathTo('contracts', { contractType: 'gas' });
  if (!contractName) return <Navigate to={listPath} replace />;
  return (
    <ContractPage
      width="full"
      title={<Trans>Gas contract {contractName}</Trans>}
      back={{ to: listPath, label: <Trans>Back to the contracts</Trans> }}
    >
      <GasContractDetailView key={contractName} contractName={contractName} />
    </ContractPage>
  );
}

/** The contract and the switcher's gas contracts beside the catalogues (decision 009). */
function usePrefetchPage(): void {
  usePrefetchContractDetail(useParams().contractName, 'gas');
}

export default expose(GasContractDetailPage, { usePrefetch: usePrefetchPage });
