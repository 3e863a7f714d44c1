// The side navigation, grouped under headings or as one list (setting `sidebar.grouped`). From 1,024 px up it is a
// column beside the page; below, the page comes first and the same navigation opens in a drawer from the header's
// menu button (menu-button.tsx).
import { Box, Heading, Link, Stack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import {
  Link as RouterLink,
  matchRoute,
  NavLink,
  pathToRoute,
  routeIntentHandlers,
  useLocation,
} from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { useAvailableRemotes } from '../remotes/registry';
import { useRouteContext } from '../routing/use-route-context';
import { useMenuInDrawer } from './use-narrow-screen';
import { useServerPages } from './use-server-pages';
import { GROUP_LABELS, type SidebarGroup, type SidebarItem, sidebarItems } from './sidebar-items';

function ItemList({ items }: { items: SidebarItem[] }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  // The page shown, when an entry holds it (a contract's detail under its kind's list): that entry is marked too.
  const page = items.some((item) => item.holds) ? matchRoute(pathname) : undefined;
  return (
    <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
      {items.map((item) => {
        const to = pathToRoute(item.route, item.params);
        const label = typeof item.label === 'string' ? item.label : i18n._(item.label);
        return (
          <li key={item.id}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              borderRadius="l2"
              _hover={{ bg: 'bg.muted' }}
              css={{ '&[aria-current]': { fontWeight: 'bold', bg: 'bg.muted' } }}
            >
              {/* Its page's code starts loading on hover, touch or focus (issue 47 item 2). */}
              {page && item.holds?.(page) ? (
                // A page it holds: the entry is the current section (`aria-current="true"`), not the current page.
                <RouterLink to={to} aria-current="true" {...routeIntentHandlers(to)}>
                  {label}
                </RouterLink>
              ) : (
                // Its own page: `aria-current="page"` (NavLink).
                <NavLink to={to} end {...routeIntentHandlers(to)}>
                  {label}
                </NavLink>
              )}
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}

/** The main menu: the links the brand, the registry and the session allow, grouped or as one list. */
export function SidebarNav() {
  const { t, i18n } = useLingui();
  const ctx = useRouteContext();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const grouped = useSetting('sidebar.grouped');
  const remotes = useAvailableRemotes();
  const items = sidebarItems({ ctx, isAuthenticated, remotes, serverPages: useServerPages() });
  const groups = [...new Set(items.map((item) => item.group))] as SidebarGroup[];
  return (
    <Box as="nav" aria-label={t`Main menu`}>
      {grouped ? (
        <Stack gap="5">
          {groups.map((group) => (
            <Box key={group}>
              <Heading as="h2" size="xs" textTransform="uppercase" color="fg.muted" mb="2" px="3">
                {i18n._(GROUP_LABELS[group])}
              </Heading>
              <ItemList items={items.filter((item) => item.group === group)} />
            </Box>
          ))}
        </Stack>
      ) : (
        <ItemList items={items} />
      )}
    </Box>
  );
}

/**
 * The side column, from 1,024 px up (below, the menu button's drawer shows the same navigation, and the column is not
 * rendered at all: hidden, it still cost the first screen its run-time styles).
 */
export function Sidebar() {
  if (useMenuInDrawer()) return null;
  return (
    <Box hideBelow="lg" w="64" flexShrink="0" p="4" borderRightWidth="1px">
      <SidebarNav />
    </Box>
  );
}
