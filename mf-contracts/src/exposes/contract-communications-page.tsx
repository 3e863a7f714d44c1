// The contract's communications (customer-area §2 "Contract communications", /contratos/{contractId}/comunicaciones).
// The address holds the contract's internal id; the title and the back link use the contract the answer names: its
// number, and its detail as the place the customer came from (issue 43 item 6).
import { Trans } from '@lingui/react/macro';
import { Navigate, pathTo, useParams } from '@portal/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../features/contract-communications/api/communication-queries';
import { CommunicationList } from '../features/contract-communications/components/communication-list';
import { ContractPage } from '../components/contract-page';
import { expose } from '../i18n';
import { contractDetailPath } from '../lib/contract-paths';

function ContractCommunicationsPage() {
  const { contractId } = useParams();
  const listPath = pathTo('contracts', { contractType: 'electricity' });
  // The list's first page: the same query the list starts with, so no second call.
  const contract = useQuery({
    ...communicationQueries.page(contractId ?? '', 0),
    enabled: contractId !== undefined,
    select: (answer) => answer.contract,
  }).data;
  if (!contractId) return <Navigate to={listPath} replace />;
  const number = contract?.name;
  return (
    <ContractPage
      width="wide"
      title={
        number ? <Trans>Communications of contract {number}</Trans> : <Trans>Contract communications</Trans>
      }
      back={
        contract
          ? {
              to: contractDetailPath(contract.kind, contract.name),
              label: <Trans>Back to contract {number}</Trans>,
            }
          : { to: listPath, label: <Trans>Back to the contracts</Trans> }
      }
    >
      <CommunicationList key={contractId} contractId={contractId} />
    </ContractPage>
  );
}

export default expose(ContractCommunicationsPage);
