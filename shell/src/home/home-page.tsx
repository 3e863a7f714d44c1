// The home (customer-area §2 "Home with action tiles"; visitor-features §2 "Route access"): tab-group actions with
// the tiles slot (and, for visitors, the hero), a dashboard that redirects to invoices, or a plain redirect to
// invoices (the default). A visitor arriving with a promo code goes to the first enabled contracting route. Neither
// redirect leads to a remote the brand disables or the registry does not list: the home shows its actions instead.
import { firstContractingRoute, Navigate, pathTo, type ShellPage, useLocation } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { useAvailableRemotes } from '../remotes/registry';
import { isRouteAvailable } from '../routing/route-access';
import { useRouteContext } from '../routing/use-route-context';
import { TabGroupsHome } from './tab-groups-home';

export interface HomePageProps {
  variant: Extract<ShellPage, 'home' | 'welcome' | 'altHome'>;
}

export function HomePage({ variant }: HomePageProps) {
  const homeType = useSetting('homeType');
  const ctx = useRouteContext();
  const location = useLocation();
  const remotes = useAvailableRemotes();
  const contracting = firstContractingRoute(ctx);
  if (new URLSearchParams(location.search).has('promocode') && isRouteAvailable(contracting, ctx, remotes)) {
    return <Navigate to={`${pathTo(contracting)}${location.search}`} replace />;
  }
  // The welcome and alternative homes always show the actions, whatever the home type.
  if (variant !== 'home' || homeType === 'tabGroups' || !isRouteAvailable('invoices', ctx, remotes)) {
    return <TabGroupsHome />;
  }
  return <Navigate to={pathTo('invoices')} replace />;
}
