// The contracts tile of the home (slot `home.tiles`, customer-area §2 "Home with action tiles").
import type { SlotProps } from '@portal/shared/slots';
import { ContractsTile } from '../features/home-tiles/components/contracts-tile';
import { expose } from '../i18n';

function HomeTiles({ isAuthenticated }: SlotProps['home.tiles']) {
  return <ContractsTile isAuthenticated={isAuthenticated} />;
}

export default expose(HomeTiles);
