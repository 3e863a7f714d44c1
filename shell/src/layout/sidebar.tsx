// The side navigation, grouped under headings or as one list (setting `sidebar.grouped`).
import { Box, Heading, Link, Stack } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { useAuth } from '@portal/shared/auth';
import { pathToRoute, NavLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { useRouteContext } from '../routing/use-route-context';
import { useServerPages } from './use-server-pages';
import { GROUP_LABELS, type SidebarGroup, type SidebarItem, sidebarItems } from './sidebar-items';

function ItemList({ items }: { items: SidebarItem[] }) {
  const { i18n } = useLingui();
  return (
    <Stack as="ul" listStyleType="none" gap="1" m="0" p="0">
      {items.map((item) => (
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
            <NavLink to={pathToRoute(item.route, item.params)} end>
              {typeof item.label === 'string' ? item.label : i18n._(item.label)}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

export function Sidebar() {
  const { t, i18n } = useLingui();
  const ctx = useRouteContext();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const grouped = useSetting('sidebar.grouped');
  const items = sidebarItems(ctx, isAuthenticated, useServerPages());
  const groups = [...new Set(items.map((item) => item.group))] as SidebarGroup[];
  return (
    <Box
      as="nav"
      aria-label={t`Main menu`}
      w={{ base: 'full', md: '64' }}
      p="4"
      borderRightWidth={{ md: '1px' }}
    >
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
