// The invoices tile of the home (slot `home.tiles`; customer-area §2 "invoices (consult, download, pay online)").
// Signed in, each action leads to the invoices screen, except pay online with a configured payment address, which
// opens it in a new tab (§6); a visitor logs in first and comes back to the invoices screen (`?redirect=`).
import { useLingui } from '@lingui/react/macro';
import { IntentLink, pathTo } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';
import { Button, HOME_TILE_ACTION, HomeTile, HomeTileActions, useNewTab } from '@portal/shared/ui';
import type { ReactElement } from 'react';
import { invoiceTileActions, invoiceTileTarget, type InvoiceTileAction } from '../tile-actions';

export interface InvoicesTileProps {
  isAuthenticated: boolean;
}

export function InvoicesTile({ isAuthenticated }: InvoicesTileProps) {
  const { t } = useLingui();
  const enablePayment = useSettings((s) => s.settings['invoices.enablePayment']);
  const paymentUrl = useSettings((s) => s.settings['payment.url']);
  const settings = { 'invoices.enablePayment': enablePayment, 'payment.url': paymentUrl };
  const invoicesPath = pathTo('invoices');
  const to = isAuthenticated
    ? invoicesPath
    : `${pathTo('login')}?${new URLSearchParams({ redirect: invoicesPath }).toString()}`;
  const label: Record<InvoiceTileAction, string> = {
    consult: t`See my invoices`,
    download: t`Download an invoice`,
    payOnline: t`Pay online`,
  };

  const control = (action: InvoiceTileAction): ReactElement => {
    const target = invoiceTileTarget(action, settings);
    if (target.kind === 'external') {
      return <ExternalAction href={target.href}>{label[action]}</ExternalAction>;
    }
    return (
      <Button asChild {...HOME_TILE_ACTION}>
        <IntentLink to={to}>{label[action]}</IntentLink>
      </Button>
    );
  };

  return (
    <HomeTile title={t`Invoices`} description={t`Consult, download and pay your invoices.`}>
      <HomeTileActions actions={invoiceTileActions(settings)} render={control} />
    </HomeTile>
  );
}

/** An action on the brand's own site (settings `payment.url`), in a new tab. */
function ExternalAction({ href, children }: { href: string; children: string }) {
  const newTab = useNewTab();
  return (
    <Button asChild {...HOME_TILE_ACTION}>
      <a href={href} {...newTab.attributes}>
        {children}
        {newTab.hint}
      </a>
    </Button>
  );
}
