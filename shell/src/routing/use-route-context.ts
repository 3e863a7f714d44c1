import type { RouteContext } from '@portal/shared/routes';
import { useSettings } from '@portal/shared/settings';

/** The settings and flags that decide which routes and menu items exist. */
export function useRouteContext(): RouteContext {
  const settings = useSettings((state) => state.settings);
  const flags = useSettings((state) => state.flags);
  return { settings, flags };
}
