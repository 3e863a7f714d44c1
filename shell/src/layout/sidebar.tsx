// The side navigation, grouped under headings or as one list (setting `sidebar.grouped`). From a tablet width up it
// is a column beside the page; below, the page comes first and the same navigation opens in a drawer from the
// header's menu button (menu-button.tsx).
import { Box, Heading, Link, Stack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { pathToRoute, NavLink, routeIntentHandlers } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { useAvailableRemotes } from '../remotes/registry';
import { useRouteContext } from '../routing/use-route-context';
import { useNarrowScreen } from './use-narrow-screen';
import { useServerPages } from './use-server-pages';
import { GROUP_LABELS, type SidebarGroup, type SidebarItem, sidebarItems } from './sidebar-items';

function ItemList({ items }: { items: SidebarItem[] }) {
  const { i18n } = useLingui();
  return (
    <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
      {items.map((item) => {
        const to = pathToRoute(item.route, item.params);
        return (
          <li key={item.id}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              borderRadius="l2"
              _hover={{ bg: 'bg.muted' }}
              css={{ '&[aria-current=page]': { fontWeight: 'bold', bg: 'bg.muted' } }}
            >
              {/* Its page's code starts loading on hover, touch or focus (issue 47 item 2). */}
              <NavLink to={to} end {...routeIntentHandlers(to)}>
                {typeof item.label === 'string' ? item.label : i18n._(item.label)}
              </NavLink>
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
 * The side column, from a tablet width up (below, the menu button's drawer shows the same navigation, and the column
 * is not rendered at all: hidden, it still cost the first screen its run-time styles).
 */
export function Sidebar() {
  if (useNarrowScreen()) return null;
  return (
    <Box hideBelow="md" w="64" flexShrink="0" p="4" borderRightWidth="1px">
      <SidebarNav />
    </Box>
  );
}
