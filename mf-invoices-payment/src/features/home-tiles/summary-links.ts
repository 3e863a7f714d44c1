// Where the invoices card's links lead: the invoices screen, on the tab of the invoices named (its `type` unless it
// is the default tab) and filtered by number for one invoice (the screen's own address, list-params.ts).
import type { DisplayType } from '@portal/shared/api-types';
import { pathTo } from '@portal/shared/routes';

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
