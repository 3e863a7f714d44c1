// Server data in the page's language: the API names what it stores in the request's language (Accept-Language: case
// categories, invoice states, complaint types, newsletters, document groups, services), so a switch of language asks
// again for what is on screen instead of leaving it in the language before, and marks the rest of the cache stale (it
// is asked again when shown). The data stays on screen while the new answer travels: nothing is unmounted, nothing a
// customer typed is lost. Left alone: the page's first activation (nothing was shown in another language), queries
// whose key names the locale (they move to a new key by themselves) and the shell's own (manifests, platform health).
import { bus, type PortalEvents } from '@portal/shared/events';
import { isLocale } from '@portal/shared/i18n';
import type { Query, QueryClient } from '@tanstack/react-query';

const LANGUAGE_FREE_ROOTS: readonly unknown[] = ['shell', 'platform'];

/** Whether a query's answer may be named in the language of the request that asked for it. */
export function answersInLanguage(query: Pick<Query, 'queryKey'>): boolean {
  const [root] = query.queryKey;
  return !LANGUAGE_FREE_ROOTS.includes(root) && !query.queryKey.some((part) => isLocale(part));
}

export function installLocaleRefetch(queryClient: QueryClient): () => void {
  const onChange = ({ previous }: PortalEvents['locale:changed']) => {
    if (!previous) return;
    // A call already on its way with the new language is not cancelled to be made again.
    void queryClient.invalidateQueries({ predicate: answersInLanguage }, { cancelRefetch: false });
  };
  bus.on('locale:changed', onChange);
  return () => bus.off('locale:changed', onChange);
}
