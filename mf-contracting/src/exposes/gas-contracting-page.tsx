// New gas customer (visitor-features §2 "Contracting wizard": "Gas steps: installation, person, gasContract,
// payment, confirmation, finish"): the gas lead (POST gas/leads, v2) step by step or whole at confirmation (§4).
import { ContractingFlow } from '../flow/contracting-flow';
import { expose } from '../i18n';

function GasContractingPage() {
  return <ContractingFlow variant="gas" />;
}

export default expose(GasContractingPage);
