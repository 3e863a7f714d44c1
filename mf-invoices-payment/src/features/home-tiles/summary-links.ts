// Where the invoices card's links lead: the invoices screen, on the tab of the invoices named (its `type` unless it
// is the default tab) and filtered by number for one invoice (the screen's own address, list-params.ts).
import type { DisplayType } from '@portal/shared/api-types';
import { pathTo } from '@portal/shared/routes';
import type { SummaryInvoice } from './summary-queries';

export function invoicesAddress(
  displayTypes: readonly DisplayType[],
  tab: DisplayType | undefined,
  number?: string,
): string {
  const defaultTab = displayTypes[0] ?? 'electricity';
  const search = new URLSearchParams();
  if (tab && tab !== defaultTab && displayTypes.includes(tab)) search.set('type', tab);
  if (number) search.set('number', number);
  const query = search.toString();
  return query ? `${pathTo('invoices')}?${query}` : pathTo('invoices');
}

/**
 * The tab "Pay" opens: the one holding most of the invoices pending payment (then most of the amount; then the first
 * displayed). Not the newest pending invoice's tab: with one gas invoice newer than four electricity ones, "Pay" opened
 * the gas tab and showed one of the five.
 */
export function pendingTabOf(
  pending: readonly Pick<SummaryInvoice, 'tab' | 'amountPending'>[],
  displayTypes: readonly DisplayType[],
): DisplayType | undefined {
  const byTab = new Map<DisplayType, { count: number; amount: number }>();
  for (const invoice of pending) {
    const figures = byTab.get(invoice.tab) ?? { count: 0, amount: 0 };
    byTab.set(invoice.tab, { count: figures.count + 1, amount: figures.amount + invoice.amountPending });
  }
  let best: DisplayType | undefined;
  for (const tab of displayTypes) {
    const figures = byTab.get(tab);
    if (!figures) continue;
    const bestFigures = best ? byTab.get(best) : undefined;
    if (
      !bestFigures ||
      figures.count > bestFigures.count ||
      (figures.count === bestFigures.count && figures.amount > bestFigures.amount)
    )
      best = tab;
  }
  return best ?? pending[0]?.tab;
}
