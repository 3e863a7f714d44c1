// The brand's dynamic server pages (server actions), listed in the side bar for signed-in customers when server
// elements are enabled (customer-area §6: "Dynamic server elements ... are fetched only after login").
import { useLingui } from '@lingui/react';
import { useAuth } from '@portal/shared/auth';
import type { ServerAction } from '@portal/shared/api-types';
import { serverPagesQuery } from '@portal/shared/http';
import { useSetting } from '@portal/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { useFirstScreenSettled } from '../app/first-screen';

/** The server pages when the session and the brand have them; asked for once `ready` (default: at once). */
export function useServerPages(ready = true): ServerAction[] {
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const shown = useSetting('enableServerElements') && isAuthenticated;
  const { i18n } = useLingui();
  // In the active language (one query with mf-tools' dynamic page): a language change asks again.
  const { data } = useQuery({ ...serverPagesQuery(i18n.locale), enabled: ready && shown });
  return shown ? (data ?? []) : [];
}

/**
 * On a phone the side column is not rendered (sidebar.tsx): the menu button asks for the server pages once the first
 * screen has settled (with the page's data: the layout's `FirstScreenSettledMark`), so that its drawer opens with them.
 */
export function usePrefetchedServerPages(): void {
  useServerPages(useFirstScreenSettled());
}
