// The invoices tile of the home (customer-area §2 "Home with action tiles": "invoices (consult, download, pay
// online)"; §6 "Online payment opens a configured payment address in a new tab, or otherwise goes to the invoices
// screen"). Consult and download lead to the invoices screen (the downloads are on its rows); pay online is offered
// when the brand takes payments (`invoices.enablePayment`) or has an online payment address (`payment.url`).
import type { PortalSettings } from '@portal/shared/api-types';

export type InvoiceTileAction = 'consult' | 'download' | 'payOnline';

export type InvoiceTileTarget = { kind: 'invoices' } | { kind: 'external'; href: string };

type TileSettings = Pick<PortalSettings, 'invoices.enablePayment' | 'payment.url'>;

export function invoiceTileActions(settings: TileSettings): InvoiceTileAction[] {
  const payOnline = settings['invoices.enablePayment'] || settings['payment.url'].trim() !== '';
  return ['consult', 'download', ...(payOnline ? (['payOnline'] as const) : [])];
}

/** Where an action leads: pay online to the configured address (in a new tab) when there is one. */
export function invoiceTileTarget(action: InvoiceTileAction, settings: TileSettings): InvoiceTileTarget {
  const url = settings['payment.url'].trim();
  if (action === 'payOnline' && /^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  return { kind: 'invoices' };
}
