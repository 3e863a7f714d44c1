// The invoices card of the signed-in home's summary (slot `home.summary`, issue 44 item 4). Its two calls start
// beside the card's catalogue (the expose's prefetch), not after its first render; its formats are built meanwhile.
import { usePrefetchQuery } from '@tanstack/react-query';
import { warmFormats } from '@portal/shared/dates';
import { useSetting } from '@portal/shared/settings';
import { InvoicesSummary } from '../features/home-tiles/components/invoices-summary';
import { summaryList, summaryQueries } from '../features/home-tiles/summary-queries';
import { expose } from '../i18n';

function HomeSummary() {
  return <InvoicesSummary />;
}

function usePrefetchSummary(): void {
  const list = summaryList(useSetting('displayTypes'));
  usePrefetchQuery(summaryQueries.pending(list));
  usePrefetchQuery(summaryQueries.last(list));
  warmFormats();
}

export default expose(HomeSummary, { usePrefetch: usePrefetchSummary });
