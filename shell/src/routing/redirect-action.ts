// A stored redirect action on a contract (powChange, ibanChange, ...): the contracts remote opens its dialog on the
// bus event. It is emitted once that remote's page has loaded, so that its listener exists.
import { bus, type PortalEvents } from '@portal/shared/events';
import { remotesStore } from '../remotes/registry';

export function emitRedirectActionWhenReady(action: PortalEvents['contract:redirect-action']): () => void {
  const emit = () => setTimeout(() => bus.emit('contract:redirect-action', action), 0);
  if (remotesStore.getState().loaded.includes('mf_contracts')) {
    emit();
    return () => undefined;
  }
  const unsubscribe = remotesStore.subscribe((state) => {
    if (!state.loaded.includes('mf_contracts')) return;
    unsubscribe();
    emit();
  });
  return unsubscribe;
}
