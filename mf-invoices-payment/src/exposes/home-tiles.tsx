// The invoices tile of the home (slot `home.tiles`, customer-area §2 "Home with action tiles": "invoices (consult,
// download, pay online)").
import type { SlotProps } from '@portal/shared/slots';
import { InvoicesTile } from '../features/home-tiles/components/invoices-tile';
import { expose } from '../i18n';

function HomeTiles({ isAuthenticated }: SlotProps['home.tiles']) {
  return <InvoicesTile isAuthenticated={isAuthenticated} />;
}

export default expose(HomeTiles);
