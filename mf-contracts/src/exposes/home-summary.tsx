// The contracts card of the signed-in home's summary (slot `home.summary`, issue 44 item 4). Its call starts beside
// the card's catalogue (the expose's prefetch), not after its first render.
import { usePrefetchQuery } from '@tanstack/react-query';
import { useSetting } from '@portal/shared/settings';
import { ContractsSummary } from '../features/home-summary/components/contracts-summary';
import { summaryKind, summaryQueries } from '../features/home-summary/summary-queries';
import { expose } from '../i18n';

function HomeSummary() {
  return <ContractsSummary />;
}

function usePrefetchSummary(): void {
  usePrefetchQuery(summaryQueries.awaitingSignature(summaryKind(useSetting('displayTypes'))));
}

export default expose(HomeSummary, { usePrefetch: usePrefetchSummary });
