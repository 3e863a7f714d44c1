// The contract detail's consumption section (slot `contract.detail.sections`, customer-area §2 "Contract detail").
import type { SlotProps } from '@portal/shared/slots';
import { ConsumptionSection as Section } from '../features/consumption/components/consumption-section';
import { expose } from '../i18n';

function ConsumptionSection({
  contractId,
  contractName,
  contractType,
}: SlotProps['contract.detail.sections']) {
  return <Section contractId={contractId} contractName={contractName} contractType={contractType} />;
}

export default expose(ConsumptionSection);
