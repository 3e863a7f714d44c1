// The consumption tile of the home (slot `home.tiles`, customer-area §2 "Home with action tiles": "consumption (view
// hourly)").
import type { SlotProps } from '@portal/shared/slots';
import { ConsumptionTile } from '../features/home-tiles/components/consumption-tile';
import { expose } from '../i18n';

function HomeTiles({ isAuthenticated }: SlotProps['home.tiles']) {
  return <ConsumptionTile isAuthenticated={isAuthenticated} />;
}

export default expose(HomeTiles);
