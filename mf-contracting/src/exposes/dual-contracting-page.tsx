// New dual customer (visitor-features §2 "Contracting wizard": installation, person, contract, gasContract, payment,
// confirmation, finish): gas optional unless dual.isGasMandatory (§4); the electricity lead and, with gas, the gas
// lead, both confirmed before finish.
import { ContractingFlow } from '../flow/contracting-flow';
import { expose } from '../i18n';

function DualContractingPage() {
  return <ContractingFlow variant="dual" />;
}

export default expose(DualContractingPage);
