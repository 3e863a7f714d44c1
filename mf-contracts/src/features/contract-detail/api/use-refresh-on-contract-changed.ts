// Other remotes change a contract too (mf-consumption-batteries after a battery change): they say so on the bus
// (`contract:changed`), and the detail of that contract refetches through the query-key factory.
import { bus, type PortalEvents } from '@portal/shared/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractDetailQueries } from './contract-detail-queries';

/**
 * While a contract's detail is shown, a `contract:changed` of that contract refetches it. A refetch already under way
 * (this remote's own change invalidates every contract query before it emits) is not asked again.
 */
export function useRefreshOnContractChanged(contractName: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (event: PortalEvents['contract:changed']) => {
      if (event.contractName !== contractName) return;
      void queryClient.invalidateQueries(
        { queryKey: contractDetailQueries.detail(contractName).queryKey, exact: true },
        { cancelRefetch: false },
      );
    };
    bus.on('contract:changed', refresh);
    return () => bus.off('contract:changed', refresh);
  }, [queryClient, contractName]);
}
