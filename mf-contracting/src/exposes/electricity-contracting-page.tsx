// New electricity customer (visitor-features §2 "Contracting wizard"): installation, person, contract, payment,
// confirmation, finish, with the lead sent step by step when the leads feature and the consent allow it, otherwise
// whole at confirmation (§4).
import { ContractingFlow } from '../flow/contracting-flow';
import { expose } from '../i18n';

function ElectricityContractingPage() {
  return <ContractingFlow variant="electricity" />;
}

export default expose(ElectricityContractingPage);
