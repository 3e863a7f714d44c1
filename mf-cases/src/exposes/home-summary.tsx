// The requests card of the signed-in home's summary (slot `home.summary`, issue 44 item 4). Its call starts beside
// the card's catalogue (the expose's prefetch), not after its first render.
import { usePrefetchQuery } from '@tanstack/react-query';
import { RequestsSummary } from '../features/home-summary/components/requests-summary';
import { summaryQueries } from '../features/home-summary/summary-queries';
import { expose } from '../i18n';

function HomeSummary() {
  return <RequestsSummary />;
}

function usePrefetchSummary(): void {
  usePrefetchQuery(summaryQueries.awaitingReply());
}

export default expose(HomeSummary, { usePrefetch: usePrefetchSummary });
