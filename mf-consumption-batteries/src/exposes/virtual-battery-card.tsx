// The contract detail's virtual battery card (slot `contract.detail.sections`, only when `settings.virtualBattery`;
// customer-area §2 "Contract detail": "A virtual battery card shows a table and an Excel download").
import type { SlotProps } from '@portal/shared/slots';
import { VirtualBatteryCard as Card } from '../features/virtual-batteries/components/virtual-battery-card';
import { expose } from '../i18n';

function VirtualBatteryCard({ contractName, contractType }: SlotProps['contract.detail.sections']) {
  // Virtual batteries share an electricity supply's surplus.
  if (contractType !== 'electricity') return null;
  return <Card contractName={contractName} />;
}

export default expose(VirtualBatteryCard);
